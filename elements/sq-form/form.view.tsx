import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { siteContext } from '../../runtime/core/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useMachine } from '../kit/react/hooks/optional/use-machine.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { Captcha } from './captcha.ts';
import { draftKeyIn } from './draft/draft.logic.ts';
import { draftOf, type FieldValue, type FormValues, initialValues } from './fields.logic.ts';
import { Field, fieldIds } from './fields.view.tsx';
import {
  FAILURE_TEXTS,
  isLocked,
  SUBMISSION_MACHINE,
  SUBMITTING_TEXT,
  safeRedirect,
  type TrackingFields,
} from './form.logic.ts';
import type { formApi } from './form.schema.ts';
import { sendSubmission } from './submission.ts';
import { SuccessMessage } from './success.view.tsx';
import { useDraft } from './use-draft.ts';
import { validateForm } from './validate.logic.ts';

function trackingFields(): TrackingFields {
  const context = siteContext.get();
  return {
    pageId: context.itemId ?? context.collectionId ?? '',
    pagePath: location.pathname,
    pageTitle: document.title,
    pageReferrer: document.referrer,
  };
}

export function FormView({ config, host, emit }: ViewProps<typeof formApi>) {
  const fields = config.fields;
  const [state, dispatch] = useMachine(SUBMISSION_MACHINE, 'idle');
  // On the server there is no address to prefill from; the browser's first render has it.
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(fields, typeof location === 'undefined' ? '' : location.search),
  );
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [captchaBlocked, setCaptchaBlocked] = useState(false);
  /** Bumped on each failure, so the first error field is focused once per failure. */
  const [failures, setFailures] = useState(0);
  const key = useRef<string | undefined>(undefined);
  const inFlight = useRef(false);
  const touched = useRef(false);
  const captcha = useMemo(() => new Captcha(), []);
  const captchaBox = useRef<HTMLDivElement>(null);

  useDataState(host, state);

  // The form's place among the page's forms names its draft only when it has no id. Read from
  // the page once mounted: a render reads no page globals, so the form also renders on the server.
  const [storageKey, setStorageKey] = useState<string | undefined>(undefined);
  useLayoutEffect(() => {
    setStorageKey(draftKeyIn(document, host, config.formId));
  }, [config.formId, host]);
  // The page hears that the form rendered, and finds it by its id later: tracking records the render (spec 002 §7).
  useEffect(() => {
    if (!config.formId) return;
    host.dataset.formId = config.formId;
    emit('sq-form-render', { formId: config.formId });
  }, [config.formId, host, emit]);
  const draft = useDraft(storageKey, (saved) => {
    if (touched.current) return;
    if (typeof saved.key === 'string') key.current = saved.key;
    setValues(initialValues(fields, location.search, saved.values ?? {}));
  });

  // A changed field list starts from its own values, keeping what still fits. The kit keeps the list's
  // identity while it is unchanged; the first one is what the initial values were made from.
  const valuesMadeFor = useRef(fields);
  useEffect(() => {
    if (valuesMadeFor.current === fields) return;
    valuesMadeFor.current = fields;
    setValues((current) => initialValues(fields, location.search, current));
  }, [fields]);

  const siteKey = config.captcha?.siteKey;
  const scriptUrl = config.captcha?.scriptUrl;
  useEffect(() => {
    const box = captchaBox.current;
    if (!siteKey || !scriptUrl || !box) return;
    captcha
      .render(box, siteKey, scriptUrl, (completed) => setCaptchaBlocked((blocked) => blocked && !completed))
      .catch(() => {
        // The provider could not load, or the document went away: submitting says the captcha is not complete.
      });
  }, [captcha, siteKey, scriptUrl]);

  // The first error field gets focus after each failure (spec 000 §4, §5), once.
  const focusedFor = useRef(0);
  useLayoutEffect(() => {
    if (failures === focusedFor.current) return;
    focusedFor.current = failures;
    const index = fields.findIndex((field) => fieldErrors[field.id]);
    if (index !== -1) {
      host.shadowRoot?.getElementById(fieldIds(index).input)?.focus();
      return;
    }
    // The submit button is disabled until the captcha is done again: focus goes to the captcha, not to the page.
    if (captchaBlocked) captchaBox.current?.querySelector<HTMLElement>('input, iframe, button, [tabindex]')?.focus();
  }, [failures, fields, fieldErrors, host, captchaBlocked]);

  const change = (id: string, value: FieldValue | ((current: FieldValue | undefined) => FieldValue)) => {
    touched.current = true;
    setValues((current) => {
      const next = { ...current, [id]: typeof value === 'function' ? value(current[id]) : value };
      draft.save({ values: draftOf(fields, next), key: key.current });
      return next;
    });
  };

  const fail = (failure: { message: string; fieldErrors: Record<string, string> }) => {
    setMessage(failure.message);
    setFieldErrors(failure.fieldErrors);
    setFailures((count) => count + 1);
    if (siteKey) {
      captcha.reset();
      setCaptchaBlocked(true);
    }
    emit('sq-submit-error', { formId: config.formId, ...failure });
  };

  /** One submission: validation, the calls, and what follows; any exception ends it in the catalogue's words. */
  const run = async () => {
    const captchaKey = siteKey ? captcha.response() : '';
    const validation = validateForm(fields, values, { present: Boolean(siteKey), completed: captchaKey !== '' });
    if (!validation.ok) {
      dispatch('INVALID');
      fail({ message: validation.message ?? '', fieldErrors: validation.fieldErrors });
      return;
    }
    dispatch('SUBMIT');
    setMessage('');
    setFieldErrors({});
    emit('sq-submit', { formId: config.formId });
    const outcome = await sendSubmission({
      key: key.current,
      config,
      fields,
      values,
      captchaKey,
      tracking: trackingFields(),
      options: { newsletter: config.isNewsletter, errorsBelow: config.errorsPosition === 'below' },
    });
    key.current = outcome.key;
    if (!outcome.ok) {
      // Keep the key with the draft: a submission sent again after a reload is still stored once.
      draft.save({ values: draftOf(fields, values), key: outcome.key });
      dispatch('FAIL');
      fail(outcome.failure);
      return;
    }
    draft.clear();
    dispatch('SUCCEED');
    emit('sq-submit-success', { formId: config.formId, key: outcome.key });
    if (config.isNewsletter) emit('sq-newsletter-subscribe', { formId: config.formId });
    const redirect = safeRedirect(config.successRedirect, location.href);
    if (redirect) location.assign(redirect);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Exactly one save however often the visitor clicks or presses Enter.
    if (inFlight.current || state === 'success') return;
    inFlight.current = true;
    try {
      await run();
    } catch {
      dispatch('FAIL');
      fail({ message: FAILURE_TEXTS.exception, fieldErrors: {} });
    } finally {
      inFlight.current = false;
    }
  };

  const locked = isLocked(state);
  const formMessage = (
    <p part="message" role="alert" data-position={config.errorsPosition}>
      {message}
    </p>
  );

  return (
    <>
      <form
        part="form"
        // Without scripts (a server-rendered form before or without the library) it posts its fields,
        // named by field id, to the page's own address; with scripts the submission is the platform's call.
        method="post"
        noValidate
        hidden={state === 'success'}
        aria-busy={locked || undefined}
        onSubmit={(event) => void submit(event)}
      >
        {config.errorsPosition === 'above' && formMessage}
        <fieldset part="fields" disabled={locked}>
          {fields.map((field, index) => (
            <Field
              // biome-ignore lint/suspicious/noArrayIndexKey: ids may repeat in a bad config; the position tells fields apart.
              key={`${index}:${field.id}`}
              field={field}
              index={index}
              value={values[field.id]}
              error={fieldErrors[field.id]}
              onChange={(value) => change(field.id, value)}
            />
          ))}
        </fieldset>
        {siteKey && <div part="captcha" ref={captchaBox} />}
        <button part="submit" type="submit" aria-disabled={locked || undefined} disabled={captchaBlocked && !locked}>
          {locked ? SUBMITTING_TEXT : config.submitButtonText}
        </button>
        {config.errorsPosition === 'below' && formMessage}
      </form>
      {state === 'success' && <SuccessMessage html={config.successMessage} />}
    </>
  );
}
