import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, type DealershipConfig } from '@domain/dealership-config';
import { renderStaff, stubFetch, type FetchCall } from '@/test/staff-render';
import { DealershipConfigDialog } from './dealership-config-dialog';

afterEach(() => vi.unstubAllGlobals());

function renderConfig() {
  return renderStaff(
    <DealershipConfigDialog
      open
      onOpenChange={vi.fn()}
      config={DEFAULT_DEALERSHIP_CONFIG}
      tenantName="Sunrise Motors"
      canSave
      onLaunchSetupWizard={vi.fn()}
    />,
  );
}

const calledWith = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('Work and Approvals (issue #33)', () => {
  it('saves the auto-approve limit in cents and the categories that always ask', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'PUT /api/config': ({ body }) => body,
      'GET /api/users': () => [],
      'GET /api/job-templates': () => ({ templates: [] }),
    });
    renderConfig();
    await user.click(screen.getByRole('tab', { name: 'Work and Approvals' }));
    const section = within(screen.getByRole('group', { name: 'Money and approvals' }));
    const limit = section.getByLabelText('Auto-approve up to (per car)');
    expect(limit).toHaveValue('$500');
    await user.clear(limit);
    await user.type(limit, '750.50');
    await user.click(section.getByRole('checkbox', { name: 'Detail' }));
    await user.click(section.getByRole('checkbox', { name: 'Sublet' }));
    await user.click(screen.getByRole('button', { name: 'Save & Apply' }));
    const [put] = await waitFor(() => {
      const found = calledWith(calls, 'PUT', '/api/config');
      if (found.length === 0) throw new Error('no PUT /api/config yet');
      return found;
    });
    expect((put?.body as DealershipConfig).work).toMatchObject({
      autoApproveLimitCents: 75_050,
      alwaysNeedApproval: ['body', 'detail'],
    });
  });

  it('adds a job template from typed lines, and names a bad line', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/users': () => [],
      'GET /api/job-templates': () => ({ templates: [] }),
      'POST /api/job-templates': ({ body }) => ({
        id: crypto.randomUUID(),
        version: 1,
        ...(body as object),
      }),
    });
    renderConfig();
    await user.click(screen.getByRole('tab', { name: 'Work and Approvals' }));
    const editor = within(screen.getByRole('group', { name: 'Job templates' }));
    await user.type(editor.getByLabelText('Template name'), 'Used car basic');
    await user.type(editor.getByLabelText('Template lines'), 'Wipers; paint; 25');
    await user.click(editor.getByRole('button', { name: 'Add template' }));
    expect(editor.getByRole('alert')).toHaveTextContent('Line 1: the category must be one of');
    await user.clear(editor.getByLabelText('Template lines'));
    await user.type(
      editor.getByLabelText('Template lines'),
      'Oil and filter; mechanical; 45; 0.5{Enter}Wipers; parts; 25',
    );
    await user.click(editor.getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(calledWith(calls, 'POST', '/api/job-templates')).toHaveLength(1));
    expect(calledWith(calls, 'POST', '/api/job-templates')[0]?.body).toEqual({
      name: 'Used car basic',
      lines: [
        {
          description: 'Oil and filter',
          category: 'mechanical',
          partsCents: 4_500,
          labourHours: 0.5,
        },
        { description: 'Wipers', category: 'parts', partsCents: 2_500, labourHours: 0 },
      ],
    });
  });

  it('changes a job template: its name and its lines, saved with PUT', async () => {
    const user = userEvent.setup();
    const template = {
      id: '00000000-0000-4000-8000-0000000000e1',
      version: 1,
      name: 'Used car basic',
      lines: [
        {
          description: 'Oil and filter',
          category: 'mechanical',
          partsCents: 4_550,
          labourHours: 0.5,
        },
        { description: 'Wipers', category: 'parts', partsCents: 2_500, labourHours: 0 },
      ],
    };
    const { calls } = stubFetch({
      'GET /api/users': () => [],
      'GET /api/job-templates': () => ({ templates: [template] }),
      [`PUT /api/job-templates/${template.id}`]: ({ body }) => ({
        ...template,
        version: 2,
        ...(body as object),
      }),
    });
    renderConfig();
    await user.click(screen.getByRole('tab', { name: 'Work and Approvals' }));
    const editor = within(screen.getByRole('group', { name: 'Job templates' }));
    await user.click(await editor.findByRole('button', { name: 'Edit Used car basic' }));
    expect(editor.getByLabelText('Template name')).toHaveValue('Used car basic');
    expect(editor.getByLabelText('Template lines')).toHaveValue(
      'Oil and filter; mechanical; $45.50; 0.5\nWipers; parts; $25',
    );
    expect(editor.queryByRole('button', { name: 'Add template' })).toBeNull();
    await user.clear(editor.getByLabelText('Template name'));
    await user.type(editor.getByLabelText('Template name'), 'Used car plus');
    await user.type(editor.getByLabelText('Template lines'), '{Enter}Detail; detail; 0; 2');
    await user.click(editor.getByRole('button', { name: 'Save template' }));
    const path = `/api/job-templates/${template.id}`;
    await waitFor(() => expect(calledWith(calls, 'PUT', path)).toHaveLength(1));
    expect(calledWith(calls, 'PUT', path)[0]?.body).toEqual({
      name: 'Used car plus',
      lines: [
        {
          description: 'Oil and filter',
          category: 'mechanical',
          partsCents: 4_550,
          labourHours: 0.5,
        },
        { description: 'Wipers', category: 'parts', partsCents: 2_500, labourHours: 0 },
        { description: 'Detail', category: 'detail', partsCents: 0, labourHours: 2 },
      ],
    });
    expect(await editor.findByRole('button', { name: 'Add template' })).toBeInTheDocument();
    expect(editor.getByLabelText('Template name')).toHaveValue('');
  });
});
