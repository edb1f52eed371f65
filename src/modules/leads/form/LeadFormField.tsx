// One field of a lead form, drawn by its kind: the phone input (an island of its own), radios, a
// select, checkboxes or a text field, with its label, required mark, message and typed-in value.
import type { CountryCode } from '../../../lib/phone/phone'
import { type FieldSpec, isRequired } from '../forms'
import { ChecksField, RadioField, SelectField, TextField } from './LeadFields'
import type { LeadFormProps } from './lead-form-props'
import PhoneInput from './PhoneInput.island'

export function LeadFormField({ field, id, error, form }: { field: FieldSpec; id: string; error?: string; form: LeadFormProps }) {
  const { source, labels, values = {}, options = {}, text } = form
  const common = {
    field,
    id,
    label: labels[field.name] ?? field.name,
    required: isRequired(source, field.name),
    error,
    defaultValue: values[field.name],
    options: options[field.name],
  }
  if (field.kind === 'phone')
    return (
      <PhoneInput
        id={common.id}
        name={field.name}
        label={common.label}
        defaultCountry={(values.telephone_country || form.defaultCountry) as CountryCode}
        locale={form.locale}
        required={common.required}
        strictChars
        invalidMessage={text.errors[source === 'careers' ? 'questionnairePhone' : 'phone']}
        error={error}
        defaultValue={values.telephone}
        placeholder={text.phone.placeholder}
        labels={text.phone}
      />
    )
  if (field.kind === 'radio') return <RadioField {...common} />
  if (field.kind === 'select') return <SelectField {...common} />
  if (field.kind === 'checkboxes') return <ChecksField {...common} fallbackLabel={labels[`${field.name}.fallback`]} />
  return <TextField {...common} />
}
