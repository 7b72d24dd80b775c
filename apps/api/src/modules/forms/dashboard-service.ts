import type { FormFieldSummary, FormVersionDashboard } from '@plein/api-client';
import type { FormField } from '@plein/validation';
import { answersMany, answersOnOff, takesAnswer } from '@plein/validation';
import { ApiError } from '../../http/errors';
import type { Tenant } from '../platforms/repository';
import { datePeriods, timeline } from './dashboard-periods';
import type { FieldAggregates, FormDashboardRepository } from './dashboard-repository';
import type { FormsRepository } from './repository';
import { formNotFound } from './service';
import { onOffValues, talliedFieldOf } from './tallied-fields';
import type { SubmissionsRepository } from './submissions-repository';

/** The dashboards of a tenant's form versions (the routes check that the caller is an admin). */
export interface FormDashboardService {
  /**
   * The dashboard of one version: 404 `form_not_found` or `form_version_not_found`. Submissions
   * past the form's retention are deleted first, as before any read of submissions.
   */
  dashboard(tenant: Tenant, formGuid: string, version: number): Promise<FormVersionDashboard>;
}

/** What {@link createFormDashboardService} needs. */
export interface FormDashboardDependencies {
  forms: FormsRepository;
  submissions: SubmissionsRepository;
  dashboards: FormDashboardRepository;
  now: () => Date;
}

/** The summary of one field from its aggregates. */
function summaryOf(field: FormField, aggregates: FieldAggregates | undefined): FormFieldSummary {
  const base = {
    key: field.key,
    type: field.type as FormFieldSummary['type'],
    label: field.label,
    answered: aggregates?.answered ?? 0,
  };
  const countOf = (index: number) => aggregates?.options[index] ?? 0;
  if (answersOnOff(field)) {
    const options = onOffValues.map((value, index) => ({
      value,
      label: null,
      count: countOf(index),
    }));
    return { ...base, kind: 'options', many: false, options };
  }
  if (field.type === 'choice') {
    const options = field.options.map((option, index) => ({
      value: option.value,
      label: option.label,
      count: countOf(index),
    }));
    return { ...base, kind: 'options', many: answersMany(field), options };
  }
  if (field.type === 'number')
    return { ...base, kind: 'numbers', numbers: aggregates?.numbers ?? null };
  if (field.type === 'date') {
    const dates = aggregates?.dates ?? null;
    return {
      ...base,
      kind: 'dates',
      dates: dates ? datePeriods(dates.months, dates.earliest, dates.latest) : null,
    };
  }
  return { ...base, kind: 'text' };
}

/** 404 `form_version_not_found`, as `GET /admin/forms/{guid}/versions/{n}` answers. */
const versionNotFound = () => new ApiError(404, 'form_version_not_found', 'No such form version.');

/**
 * The dashboard service. Every count comes from the tallies the database keeps per version, in
 * one statement; no submission is read.
 */
export function createFormDashboardService({
  forms,
  submissions,
  dashboards,
  now,
}: FormDashboardDependencies): FormDashboardService {
  return {
    async dashboard(tenant, formGuid, version) {
      const form = await forms.find(tenant, formGuid);
      if (!form) throw formNotFound();
      const record = await forms.version(tenant, form.id, version);
      if (!record) throw versionNotFound();
      await submissions.purgeExpired(tenant, now(), form.id);

      const fields = record.content.fields.filter(takesAnswer);
      const aggregated = await dashboards.aggregate(
        tenant,
        form.id,
        version,
        fields.map(talliedFieldOf),
      );
      return {
        formGuid: form.guid,
        version,
        title: record.content.title,
        publishedOn: record.publishedOn,
        submissionCount: aggregated.count,
        firstSubmittedOn: aggregated.first,
        lastSubmittedOn: aggregated.last,
        overTime: timeline(aggregated.days),
        fields: fields.map((field) => summaryOf(field, aggregated.fields.get(field.key))),
      };
    },
  };
}
