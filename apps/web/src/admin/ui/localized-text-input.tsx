// The six-language text box is part of the shared form kit now; the console's editors import it here.
export { LocalizedTextInput, type LocalizedValue } from '../../ui/form/localized-text-input';
