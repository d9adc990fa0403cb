import {
  apiPaths,
  defaultSettings,
  type Language,
  type SessionUser,
  type Settings,
} from '@pfm/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RequireSession } from '../lib/require-session.tsx';
import { withAppProviders } from '../testing/story-decorators.tsx';
import { AppLayout } from './app-layout.tsx';

const asha: SessionUser = {
  id: 7,
  username: 'asha',
  firstName: 'Asha',
  lastName: 'Mohanty',
  email: 'asha@kalingabroilers.in',
  phone: '9437012345',
  role: 'Staff',
  photoUrl: null,
  totpEnabled: false,
  passwordChangedAt: '2026-02-12T10:15:00',
  language: 'or',
};

const settings: Settings = { ...defaultSettings, companyName: 'Kalinga Broilers Pvt. Ltd.' };

/** What the stand-in server was asked to save as the user's language, in order. */
const saved: (Language | null)[] = [];

/**
 * A stand-in server for the shell: the session answers `user`, the settings `company`'s default
 * language, and saving a language answers the user with it (or `failure`'s status).
 */
function standInServer(user: SessionUser, company: Language | null, failure?: number) {
  return () => {
    const original = window.fetch;
    let stored = user;
    saved.length = 0;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (url.pathname === apiPaths.auth.session) return json({ user: stored });
      if (url.pathname === apiPaths.settings)
        return json({ ...settings, defaultLanguage: company });
      if (url.pathname === apiPaths.profileLanguage && init?.method === 'PATCH') {
        const { language } = JSON.parse(String(init.body)) as { language: Language | null };
        saved.push(language);
        if (failure)
          return json({ error: { code: 'unavailable', message: 'The server is busy.' } }, failure);
        stored = { ...stored, language };
        return json(stored);
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    };
    return () => {
      window.fetch = original;
    };
  };
}

/** The shell around a screen, behind the session guard, as the app's routes place it. */
function ShellAroundAScreen() {
  return (
    <Routes>
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>…</p>} />
        </Route>
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Shell/Languages',
  component: ShellAroundAScreen,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/master/farmer' },
} satisfies Meta<typeof ShellAroundAScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = () => within(screen.getByRole('navigation', { name: /./ }));

/**
 * Asha chose Odia: the sidebar, the header's tagline and the page's `lang` are Odia; codes and
 * the company's name stay as they are written.
 */
export const InOdia: Story = {
  beforeEach: standInServer(asha, 'hi'),
  play: async () => {
    await waitFor(() => expect(document.documentElement.lang).toBe('or'));
    await expect(await screen.findByText('ମାଷ୍ଟର ସେଟଅପ')).toBeVisible();
    await expect(sidebar().getByRole('link', { name: 'ଚାଷୀ ପଞ୍ଜୀକରଣ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(screen.getByText('ପୋଲଟ୍ରି ଫାର୍ମ ପରିଚାଳନା')).toBeVisible();
    await expect(screen.getByText('Kalinga Broilers Pvt. Ltd.')).toBeVisible();
    await expect(screen.queryByText('Farmer Registration')).not.toBeInTheDocument();
  },
};

/** Without a choice of her own, the company's default (Hindi) is what Asha reads. */
export const CompanyDefaultHindi: Story = {
  beforeEach: standInServer({ ...asha, language: null }, 'hi'),
  play: async () => {
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    await expect(await screen.findByText('मास्टर सेटअप')).toBeVisible();
    await expect(sidebar().getByRole('link', { name: 'किसान पंजीकरण' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
  },
};

/**
 * The account menu offers the four languages, each in its own script and marked with its `lang`;
 * choosing Bengali changes every word at once, without a reload, and saves the choice.
 */
export const ChooseBengali: Story = {
  beforeEach: standInServer(asha, null),
  play: async ({ step }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('or'));
    await step('the menu lists the languages, Odia chosen', async () => {
      await userEvent.click(await screen.findByRole('button', { name: /^ଆକାଉଣ୍ଟ ମେନୁ: Asha/ }));
      const group = await screen.findByRole('group', { name: 'ଭାଷା' });
      await expect(screen.getByRole('menu')).toHaveTextContent('କର୍ମଚାରୀ');
      const items = within(group).getAllByRole('menuitemradio');
      await expect(items.map((item) => item.textContent)).toEqual([
        'English',
        'हिन्दी',
        'ଓଡ଼ିଆ',
        'বাংলা',
      ]);
      await expect(items.map((item) => item.getAttribute('lang'))).toEqual([
        'en-IN',
        'hi',
        'or',
        'bn',
      ]);
      await expect(within(group).getByRole('menuitemradio', { name: 'ଓଡ଼ିଆ' })).toBeChecked();
    });
    await step('Bengali: the words change and the choice is saved', async () => {
      await userEvent.click(screen.getByRole('menuitemradio', { name: 'বাংলা' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('bn'));
      await expect(await screen.findByText('মাস্টার সেটআপ')).toBeVisible();
      await expect(sidebar().getByRole('link', { name: 'কৃষক নিবন্ধন' })).toBeVisible();
      await waitFor(() => expect(saved).toEqual(['bn']));
      await userEvent.click(screen.getByRole('button', { name: /^অ্যাকাউন্ট মেনু: Asha/ }));
      await expect(await screen.findByRole('menuitemradio', { name: 'বাংলা' })).toBeChecked();
      await expect(screen.getByRole('menu')).toHaveTextContent('কর্মী');
    });
  },
};

/** The choice could not be saved: it still shows here, and a toast in the new language says why. */
export const NotSaved: Story = {
  beforeEach: standInServer(asha, null, 503),
  play: async () => {
    await waitFor(() => expect(document.documentElement.lang).toBe('or'));
    await userEvent.click(await screen.findByRole('button', { name: /^ଆକାଉଣ୍ଟ ମେନୁ: Asha/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'हिन्दी' }));
    await expect(
      await screen.findByText(
        'हिन्दी यहाँ दिख रही है, पर अगली बार साइन इन के लिए सहेजी नहीं जा सकी: The server is busy.',
      ),
    ).toBeVisible();
    await expect(document.documentElement.lang).toBe('hi');
    await expect(saved).toEqual(['hi']);
  },
};
