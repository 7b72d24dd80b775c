import './block-edit.css';

/** One choice of a {@link SelectField}. */
export interface SelectChoice<V extends string> {
  value: V;
  label: string;
}

/** A labelled native select, styled like ui-kit's TextField. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  choices,
  onValueChange,
}: {
  id: string;
  label: string;
  value: V;
  choices: readonly SelectChoice<V>[];
  onValueChange: (value: V) => void;
}) {
  return (
    <div className="plein-block-edit__field">
      <label htmlFor={id} className="plein-block-edit__label">
        {label}
      </label>
      <select
        id={id}
        className="plein-block-edit__select"
        value={value}
        onChange={(event) => {
          const next = choices.find((choice) => choice.value === event.target.value);
          if (next) onValueChange(next.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
