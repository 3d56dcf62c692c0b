import { act } from '@testing-library/react';
import { renderWithProviders } from '@casino/testing';
import { readTagManagerConfig, tagManagerMeta, type TagManagerConfig } from './tag-manager.ts';
import { useTagManager } from './useTagManager.ts';

const configured: TagManagerConfig = {
  tagManagerUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
  consentScriptUrl: 'https://consent.example/uc.js',
};

function Harness({ config }: { config: TagManagerConfig }) {
  useTagManager(config);
  return null;
}

const scripts = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const interact = () => act(() => void window.dispatchEvent(new Event('pointerdown')));

// Spec section 2: att_status and the consent script / tag manager, loaded after interaction.
describe('consent script and tag manager', () => {
  beforeEach(() => document.head.querySelectorAll('script, meta').forEach((node) => node.remove()));

  it('load only after the first interaction when att_status is unknown', () => {
    renderWithProviders(<Harness config={configured} />, '/');
    expect(scripts()).toEqual([]);
    interact();
    expect(scripts()).toEqual([configured.consentScriptUrl, configured.tagManagerUrl]);
    interact();
    expect(scripts()).toHaveLength(2);
  });

  it('load when iOS tracking is authorised (att_status=3)', () => {
    renderWithProviders(<Harness config={configured} />, '/?att_status=3');
    interact();
    expect(scripts()).toHaveLength(2);
  });

  it.each(['0', '1', '2'])('never load when att_status is %s', (status) => {
    renderWithProviders(<Harness config={configured} />, `/?att_status=${status}`);
    interact();
    expect(scripts()).toEqual([]);
  });

  it('load nothing from outside when no tag manager is configured', () => {
    renderWithProviders(<Harness config={readTagManagerConfig()} />, '/');
    interact();
    expect(scripts()).toEqual([]);
  });

  it('read their URLs from the page configuration, https only', () => {
    const meta = (name: string, content: string) => {
      const element = document.createElement('meta');
      element.name = name;
      element.content = content;
      document.head.append(element);
    };
    meta(tagManagerMeta.tagManager, 'https://www.googletagmanager.com/gtm.js?id=GTM-X');
    meta(tagManagerMeta.consentScript, 'http://insecure.example/uc.js');
    expect(readTagManagerConfig()).toEqual({
      tagManagerUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-X',
      consentScriptUrl: null,
    });
  });
});
