import { useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB, nl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@plein/ui-kit';
import { dateFromText, dateText } from './date-text';
import './date-field.css';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  id: string;
  label: string;
  /** What the date is for, naming the calendar's button ("Publiceren op"). */
  purpose: string;
  /** The field's text, a date as dd-mm-jjjj (or whatever was typed). */
  value: string;
  onValueChange: (text: string) => void;
  error?: string | undefined;
}

/**
 * A date typed as dd-mm-jjjj or picked from a calendar that starts its weeks on Monday whatever
 * the browser's locale (the Dutch pack of spec section 9); a browser's own date input follows the
 * browser's locale instead. The calendar opens below the field (not modal), is used with the
 * arrow keys, and puts focus back in the field when a day is picked. Escape in the calendar
 * closes only the calendar (focus back on its button), never the dialog around it.
 */
export function DateField({ id, label, purpose, value, onValueChange, error }: DateFieldProps) {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selected = dateFromText(value) ?? undefined;

  return (
    <div className="plein-date-field" ref={fieldRef}>
      <TextField
        id={id}
        label={label}
        description={t('editor.schedule.dateHint')}
        inputMode="numeric"
        placeholder={t('editor.schedule.datePlaceholder')}
        maxLength={10}
        value={value}
        error={error}
        onValueChange={onValueChange}
      />
      <Button
        ref={toggleRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t(open ? 'editor.schedule.closeCalendar' : 'editor.schedule.openCalendar', {
          label: purpose,
        })}
      </Button>
      <div
        id={calendarId}
        hidden={!open}
        className="plein-date-field__calendar"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !open) return;
          // Handled here: a modal dialog around the field would close on this Escape too (the
          // browser cancels a <dialog> unless the key's default is prevented).
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }}
      >
        {open ? (
          <DayPicker
            mode="single"
            locale={i18n.language === 'en' ? enGB : nl}
            weekStartsOn={1}
            selected={selected}
            defaultMonth={selected}
            autoFocus
            onSelect={(day) => {
              if (day) onValueChange(dateText(day));
              setOpen(false);
              fieldRef.current?.querySelector('input')?.focus();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
