import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_HIDE_DELAY_MS } from '@portal/shared/constants';
import { countryOfDialingCode, toDialingCode } from '@portal/shared/dialing-codes';
import { ChevronDownIcon } from '../icons';
import { canDrawFlags, countriesIn, flagOf, searchCountries, type ShownCountry } from '../../lib/country-search';
import './country-code-select.css';

/** The list in the page's language, worked out once per language. */
const useCountries = (language: string) => useMemo(() => countriesIn(language), [language]);

const LIST_GAP_PX = 6;
const LIST_MAX_HEIGHT_PX = 264;
/** Less room than this below the field, and more above: the list opens upwards. */
const LIST_MIN_BELOW_PX = 180;

/**
 * Where the open list goes: fixed under (or over) the field's box, as wide as it, so no scrolling
 * box around the field (a dialog's body) clips it. Follows scrolling and resizing while open.
 */
function useListPlace(open: boolean, rootRef: RefObject<HTMLDivElement | null>) {
  const [place, setPlace] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    // The field's box the dropdown sits at the start of.
    const box = rootRef.current?.parentElement;
    if (!open || !box) return;
    const update = () => {
      const rect = box.getBoundingClientRect();
      const height = window.visualViewport?.height ?? window.innerHeight;
      const below = height - rect.bottom - 2 * LIST_GAP_PX;
      const above = rect.top - 2 * LIST_GAP_PX;
      const up = below < LIST_MIN_BELOW_PX && above > below;
      setPlace({
        left: rect.left,
        width: rect.width,
        maxHeight: Math.min(LIST_MAX_HEIGHT_PX, up ? above : below),
        ...(up ? { bottom: height - rect.top + LIST_GAP_PX } : { top: rect.bottom + LIST_GAP_PX }),
      });
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, rootRef]);
  return place;
}

/** The flag, or the ISO code in a badge where the device has no flag emoji. */
function Flag({ countryCode, className, testId }: { countryCode: string; className: string; testId?: string }) {
  const drawn = canDrawFlags();
  return (
    <span
      className={drawn ? className : `${className} country-code__iso`}
      aria-hidden="true"
      data-testid={testId}
      data-country={countryCode}
    >
      {drawn ? flagOf(countryCode) : countryCode}
    </span>
  );
}

interface CountryCodeSelectProps {
  /** The chosen dialing code, '+84'. */
  value: string;
  onChange(code: string): void;
  invalid?: boolean;
  onBlur?(): void;
}

/**
 * The country code dropdown: an editable combobox (ARIA 1.2) showing the flag
 * and code. Typing searches the countries by name (in the page's language or English), ISO code
 * or dialing code; a typed code of a listed country is taken at once. Arrows move through the
 * list, Enter picks, Escape closes; the list hides DROPDOWN_HIDE_DELAY_MS after focus leaves, and
 * a search left unpicked falls back to the chosen code.
 */
export function CountryCodeSelect({ value, onChange, invalid, onBlur }: CountryCodeSelectProps) {
  const { t, i18n } = useTranslation('auth');
  const countries = useCountries(i18n.language);
  const [open, setOpen] = useState(false);
  /** What is typed, while searching; null shows the chosen code. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  /** The country picked from the list, when several share its code (+1, +7). */
  const [picked, setPicked] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const listId = useId();

  const shown = query === null ? countries : searchCountries(countries, query);
  const currentCode =
    picked && countries.some((c) => c.countryCode === picked && c.countryDialingCode === value)
      ? picked
      : countryOfDialingCode(value)?.countryCode;
  const current = countries.find((country) => country.countryCode === currentCode);
  const optionId = (country: ShownCountry) => `${listId}-${country.countryCode}`;
  const place = useListPlace(open, rootRef);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const showList = () => {
    setOpen(true);
    setActive(Math.max(0, query === null && current ? countries.indexOf(current) : 0));
  };
  const pick = (country: ShownCountry) => {
    setPicked(country.countryCode);
    onChange(country.countryDialingCode);
    close();
  };

  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(0);
    const code = toDialingCode(text);
    if (code && countryOfDialingCode(code)) {
      setPicked(null);
      onChange(code);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open || event.altKey) return showList();
        setActive((i) => (event.key === 'ArrowDown' ? Math.min(i + 1, last) : Math.max(i - 1, 0)));
        return;
      case 'Enter':
        if (!open) return; // the form's own submit
        event.preventDefault();
        if (shown[active]) pick(shown[active]);
        else close();
        return;
      case 'Escape':
        if (!open) return; // the dialog's own close
        event.preventDefault();
        // Only the list closes, not the dialog around it.
        event.stopPropagation();
        close();
        return;
    }
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(close, DROPDOWN_HIDE_DELAY_MS);
    onBlur?.();
  };

  // Closed, the hidden list stays beside the input (aria-controls names it); open, it moves to the
  // page's body, where nothing clips it. Focus never leaves the input, so the blur rules hold.
  const list = (
    <ul
      ref={listRef}
      id={listId}
      className="country-code__list"
      role="listbox"
      aria-label={t('country.list')}
      hidden={!open}
      style={place}
      data-testid="country-code-list"
      onMouseDown={(event) => event.preventDefault()}
    >
      {shown.map((country, index) => (
        <li
          key={country.countryCode}
          id={optionId(country)}
          role="option"
          className="country-code__option"
          aria-selected={country === current}
          data-active={index === active ? 'true' : undefined}
          data-index={index}
          data-country={country.countryCode}
          onMouseMove={() => index !== active && setActive(index)}
          onClick={() => pick(country)}
        >
          <Flag countryCode={country.countryCode} className="country-code__option-flag" />
          <span className="country-code__name">{country.name}</span>
          <span className="country-code__code">{country.countryDialingCode}</span>
        </li>
      ))}
      {shown.length === 0 && (
        <li className="country-code__empty" role="option" aria-disabled="true" aria-selected={false}>
          {t('country.none')}
        </li>
      )}
    </ul>
  );

  return (
    <div
      ref={rootRef}
      className="country-code"
      data-open={open ? 'true' : undefined}
      onBlur={onRootBlur}
      onFocus={() => window.clearTimeout(hideTimer.current)}
    >
      {current ? (
        <Flag countryCode={current.countryCode} className="country-code__flag" testId="country-code-flag" />
      ) : null}
      <input
        ref={inputRef}
        className="country-code__input"
        role="combobox"
        aria-label={t('fields.countryDialingCode')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? optionId(shown[active]) : undefined}
        aria-invalid={invalid ? true : undefined}
        inputMode="search"
        autoComplete="off"
        spellCheck={false}
        value={query ?? value}
        data-testid="field-countryDialingCode"
        onChange={(event) => type(event.target.value)}
        // Typing after a click or Tab replaces the shown code: a new search. (Selecting on focus
        // alone does not hold: the click's mouseup puts the caret back.)
        onClick={(event) => {
          if (open) return;
          event.currentTarget.select();
          showList();
        }}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="country-code__toggle"
        tabIndex={-1}
        aria-label={t('country.show')}
        // The input keeps the focus, so the list stays and the keys keep working.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          inputRef.current?.focus();
          if (open) close();
          else showList();
        }}
      >
        <ChevronDownIcon size={16} />
      </button>
      {open ? createPortal(list, document.body) : list}
    </div>
  );
}
