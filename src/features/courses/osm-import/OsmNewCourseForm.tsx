// Saving the previewed OpenStreetMap course as a new course: its name, one tee with every hole, par and
// stroke index from the tags where mapped and typed here where not (checked as the tee editor checks).
import { useMemo, useState, type FormEvent } from 'react';
import type { OsmCourse } from '@/domain/course-import/osm/index.ts';
import { TextField } from '@/ui/TextField.tsx';
import { defaultTeeName, initialFigures, previewTee, type TypedFigures } from './new-tee.ts';
import type { NewOsmCourse } from '@/data/writes/osm-course.ts';
import { useDomainWords } from '@/data/domain-words.ts';
import { useFieldErrorText } from '@/data/field-errors.ts';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';

export interface NewCourseFormProps {
  course: OsmCourse;
  busy: boolean;
  onCreate: (input: Omit<NewOsmCourse, 'creatorId'>) => void;
}

export function OsmNewCourseForm({ course, busy, onCreate }: NewCourseFormProps) {
  const t = useT(coursesText);
  const words = useDomainWords();
  const fieldError = useFieldErrorText();
  const [name, setName] = useState(course.name);
  const [teeName, setTeeName] = useState(() => defaultTeeName(course, words.teeColour, t('osm.new.standardTee')));
  const [typed, setTyped] = useState<TypedFigures>(() => initialFigures(course));
  const [tried, setTried] = useState(false);
  const result = useMemo(() => previewTee(course, teeName, typed), [course, teeName, typed]);
  const nameError = name.trim() === '' ? t('osm.new.enterName') : name.trim().length > 200 ? t('osm.new.nameTooLong', { max: 200 }) : undefined;
  const show = (message: string | undefined) => (tried ? message : undefined);
  const set = (field: 'par' | 'hcp', n: number, value: string) => setTyped((t) => ({ ...t, [field]: { ...t[field], [n]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameError || !result.tee) return;
    onCreate({ name: name.trim(), ...(course.element ? { osmElement: course.element } : {}), tee: result.tee });
  };

  const teeProblems = [result.errors.name, result.errors.holeCount, result.errors.holes].filter((m): m is string => m !== undefined).map((m) => fieldError(m) ?? m);
  return (
    <form className="form osm-new-course" onSubmit={submit} aria-labelledby="osm-new-title" noValidate>
      <h3 id="osm-new-title">{t('list.new')}</h3>
      <TextField label={t('form.courseName')} value={name} onChange={(e) => setName(e.target.value)} error={show(nameError)} maxLength={200} />
      <TextField label={t('teeForm.name')} value={teeName} onChange={(e) => setTeeName(e.target.value)} error={show(fieldError(result.errors.name))} maxLength={200} />
      <p className="muted">{t('osm.new.figuresNote')}</p>
      <table className="table osm-figures">
        <thead>
          <tr>
            <th scope="col">{t('tee.hole')}</th>
            <th scope="col">{t('tee.parHeader')}</th>
            <th scope="col">{t('holeFields.strokeIndex')}</th>
          </tr>
        </thead>
        <tbody>
          {course.holes.map((h, i) => {
            const errors = result.errors.byHole[i] ?? {};
            return (
              <tr key={h.number}>
                <th scope="row">{h.number}</th>
                {(['par', 'hcp'] as const).map((field) => {
                  const message = show(fieldError(errors[field]));
                  return (
                    <td key={field}>
                      <input
                        inputMode="numeric"
                        aria-label={field === 'par' ? t('osm.new.parOf', { number: h.number }) : t('osm.new.strokeIndexOf', { number: h.number })}
                        aria-invalid={message ? true : undefined}
                        title={message}
                        value={typed[field][h.number] ?? ''}
                        onChange={(e) => set(field, h.number, e.target.value)}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {tried && (teeProblems.length > 0 || result.errors.byHole.some((e) => Object.keys(e).length > 0)) && (
        <div role="alert" className="alert alert-error">
          <p>{t('osm.new.fixFirst')}</p>
          <ul>
            {teeProblems.map((m) => (
              <li key={m}>{m}</li>
            ))}
            {result.errors.byHole.flatMap((e, i) =>
              Object.values(e)
                .filter((m): m is string => typeof m === 'string')
                .map((m) => <li key={`${i}-${m}`}>{t('osm.new.holeError', { number: course.holes[i]?.number, message: fieldError(m) })}</li>),
            )}
          </ul>
        </div>
      )}
      <div className="osm-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('osm.new.creating') : t('list.create')}
        </button>
      </div>
    </form>
  );
}
