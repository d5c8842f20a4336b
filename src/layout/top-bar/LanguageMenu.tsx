import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useDomainConfig, useLanguage } from '../../app/hooks';
import { Icon } from '../../components/icons/Icon';
import menu from '../../components/menu/menu.module.css';
import { languageName } from '../../i18n/languageNames';
import styles from './TopBar.module.css';

/** Shown only when the domain turns multi-language on; choosing stores the language and reloads. */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const domain = useDomainConfig();
  const { language, available, setLanguage } = useLanguage();
  if (!domain?.multiLanguage) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.plainTrigger} aria-label={t('topBar.languageMenu', { language: languageName(language) })}>
        <Icon name="globe" size={16} />
        <span className={styles.hideOnPhone}>{languageName(language)}</span>
        <Icon name="chevronDown" size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={menu.label}>{t('topBar.language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={setLanguage}>
            {available.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className={menu.item} lang={code}>
                {languageName(code)}
                <DropdownMenu.ItemIndicator className={menu.indicator}>✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
