import { useCallback, useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context';
import { fetchCaptcha } from '../submit-form';

/**
 * The image captcha (spec 3): the visitor types the characters of a picture the server drew.
 * Clicking the picture draws another; a new one also comes after every submission, because the
 * server spends a captcha on its first try.
 */
export function ImageCaptchaWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, registry, rawErrors, placeholder }: WidgetProps) {
  const context = registry.formContext as EngineFormContext;
  const [image, setImage] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    setFailed(false);
    fetchCaptcha(context.apiHosts)
      .then((captcha) => {
        context.captcha.id = captcha.id;
        setImage(captcha.image);
      })
      .catch(() => setFailed(true));
  }, [context.apiHosts, context.captcha]);

  useEffect(refresh, [refresh, context.captchaVersion]);

  const texts = context.bundle.texts.captcha;
  return (
    <div className="captcha">
      <input
        id={id}
        name={id}
        className="form-control captcha__input"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={`${id}__error ${id}__help`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <button type="button" className="captcha__image" onClick={refresh} title={texts.refresh} aria-label={failed ? texts.failed : texts.refresh}>
        {image && !failed ? <img src={image} alt={texts.image} width={150} height={50} /> : <span className="captcha__failed">{failed ? texts.failed : ''}</span>}
      </button>
    </div>
  );
}
