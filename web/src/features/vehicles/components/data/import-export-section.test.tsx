import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { XLSX_TYPE } from '@domain/csv-import';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { renderStaff, stubFetch } from '@/test/staff-render';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { ImportExportSection } from './import-export-section';

afterEach(() => vi.unstubAllGlobals());

const HEADER = 'Stock Number,Year,Make,Model,Color';
const csvFile = (text: string, name = 'vehicles.csv') =>
  new File([text], name, { type: 'text/csv' });

const input = () => screen.getByLabelText('Import vehicles from a CSV file');

/**
 * The browser's XMLHttpRequest as the import uses it (it reports upload progress, which fetch
 * cannot): the test sends the upload's progress events and the server's answer.
 */
class ImportRequest {
  static last: ImportRequest | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  body: string | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: string | null) {
    this.body = body;
    ImportRequest.last = this;
  }
  progress(loaded: number) {
    const total = this.body?.length ?? 0;
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function stubImportRequest() {
  ImportRequest.last = null;
  vi.stubGlobal('XMLHttpRequest', ImportRequest);
  return () => {
    if (!ImportRequest.last) throw new Error('No import request was sent');
    return ImportRequest.last;
  };
}

const ONE_ADDED = {
  imported: 1,
  updated: 0,
  total: 1,
  errors: [],
  warnings: [],
  added: 1,
  changed: 0,
  unchanged: 0,
  skipped: 0,
  problems: [],
};

/** The review's own calls (remembered mappings, the dry run) answered as a server would. */
function stubReview() {
  return stubFetch({
    'GET /api/vehicles/import/mappings': () => [],
    'POST /api/vehicles/import/dry-run': () => ONE_ADDED,
  });
}

/** The review's "Import N vehicles", once the dry run has answered. */
async function confirmImport(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: /^Import \d+ vehicles?$/ });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** Against the server (fetch), for the answers only a server gives. */
function renderImport() {
  const view = renderStaff(<ImportExportSection />, { workspace: true });
  return { ...view, input };
}

/** Against the sandbox API, which reads rows with the same domain rules as the server. */
function renderOnSandbox() {
  const sandbox = createSandboxApi(() => Date.UTC(2026, 10, 22), { vehicles: [] });
  const view = renderStaff(<ImportExportSection />, { api: sandbox.client });
  const lot = () => sandbox.client.call(vehicleApi.list, { query: {} });
  return { ...view, input, lot };
}

describe('CSV import (spec 4.3, 5, 8)', () => {
  it('rejects a file that is not a CSV', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetchMock } = stubFetch({});
    const { input } = renderImport();
    await user.upload(input(), new File(['x'], 'cars.xls', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please select a CSV file.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says No valid vehicles found in CSV file for a header-only file', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch({});
    const { input } = renderImport();
    await user.upload(input(), csvFile(`${HEADER}\n`));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('No valid vehicles found in CSV file')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('imports every row in one call and summarises a clean import', async () => {
    const user = userEvent.setup();
    const { input, lot } = renderOnSandbox();
    await user.upload(
      input(),
      csvFile(`${HEADER},Mileage\nA1,2022,Ford,F-150,Black,"84,210"\nA2,2023,Honda,Civic,Blue,\n`),
    );
    expect(await screen.findByTestId('import-dry-run')).toHaveTextContent(
      'Will add 2, update 0, leave 0 unchanged, skip 0',
    );
    expect(screen.getByTestId('import-ignored')).toHaveTextContent('Every column is imported.');
    await confirmImport(user);
    expect(await screen.findByText('Import Complete')).toBeInTheDocument();
    expect(screen.getByText('Successfully imported 2 of 2 vehicles.')).toBeInTheDocument();
    expect((await lot()).map((v) => [v.stockNumber, v.mileage])).toEqual([
      ['A2', null],
      ['A1', 84210],
    ]);
  });

  it('is destructive with the first 3 row errors and "...and N more errors", then the warnings', async () => {
    const user = userEvent.setup();
    const { input } = renderOnSandbox();
    const rows = [
      'A1,2022,Ford,F-150,Black',
      ',2022,Ford,F-150,Black',
      ',2021,Kia,Rio,Red',
      'A1,1800,Ford,F-150,Black',
      'A5,2022,Ford,F-150,Black',
    ];
    await user.upload(input(), csvFile(`${HEADER}\n${rows.join('\n')}\n`));
    await confirmImport(user);
    const title = await screen.findByText('Import Complete');
    const toastElement = title.closest('li') ?? document.body;
    expect(toastElement).toHaveTextContent('Successfully imported 2 of 5 vehicles.');
    expect(toastElement).toHaveTextContent(
      'Row 2: Stock number A1 appears again in row 5, which is imported instead',
    );
    expect(toastElement).toHaveTextContent('Row 3: Stock number is required');
    expect(toastElement).toHaveTextContent('Row 4: Stock number is required');
    expect(toastElement).not.toHaveTextContent('...and');
    expect(toastElement).toHaveTextContent('Row 5: year 1800 replaced by 2026');
    expect(toastElement.className).toContain('bg-red-600');
  });

  it('reports a failed import with the message', async () => {
    const user = userEvent.setup();
    const request = stubImportRequest();
    stubReview();
    const { input } = renderImport();
    await user.upload(input(), csvFile(`${HEADER}\nA1,2022,Ford,F-150,Black\n`));
    await confirmImport(user);
    await waitFor(() => expect(request().url).toBe('/api/vehicles/import'));
    act(() => request().answer(503, { error: 'Import is temporarily unavailable' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('Import is temporarily unavailable')).toBeInTheDocument();
  });

  it('shows the real progress: the upload by its bytes, the server, then 100 %', async () => {
    const user = userEvent.setup();
    const request = stubImportRequest();
    stubReview();
    const { input } = renderImport();
    await user.upload(input(), csvFile(`${HEADER}\nA1,2022,Ford,F-150,Black\n`));
    await confirmImport(user);
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    await waitFor(() => expect(request().method).toBe('POST'));
    expect(screen.getByText('Uploading · 10%')).toBeInTheDocument();
    const size = request().body?.length ?? 0;
    act(() => request().progress(size / 2));
    expect(screen.getByText('Uploading · 50%')).toBeInTheDocument();
    act(() => request().progress(size));
    expect(screen.getByText('Importing on the server · 95%')).toBeInTheDocument();
    act(() => request().answer(200, ONE_ADDED));
    expect(await screen.findByText('Import complete · 100%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('downloads the settings template and says so', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:template');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderImport();
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(await screen.findByText('Template Downloaded')).toBeInTheDocument();
    expect(screen.getByText('Fill in your vehicle data and import when ready')).toBeInTheDocument();
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toMatch(
      /^Stock Number,Year,Make,Model,Color,VIN,Notes,Type,Is Shipping,Custom Days Ago,Starred,Sold,Mileage/,
    );
    click.mockRestore();
  });

  it('exports the whole inventory to CSV for a manager, in the columns the import reads', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:inventory');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const sandbox = createSandboxApi(() => Date.UTC(2026, 10, 22), {
      vehicles: [buildVehicle({ stockNumber: 'X1', make: 'Citroën' })],
    });
    renderStaff(<ImportExportSection />, { api: sandbox.client, role: 'manager' });
    await user.click(screen.getByRole('button', { name: 'Export inventory CSV' }));
    expect(await screen.findByText('Inventory exported')).toBeInTheDocument();
    expect(screen.getByText('1 vehicle saved as CSV.')).toBeInTheDocument();
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const text = await blob.text();
    expect(text).toMatch(/^\uFEFF?Stock Number,/);
    expect(text).toContain('X1,');
    expect(text).toContain('Citroën');
    click.mockRestore();
  });

  it('offers no export to a plain user', () => {
    const sandbox = createSandboxApi(() => Date.UTC(2026, 10, 22), { vehicles: [] });
    renderStaff(<ImportExportSection />, { api: sandbox.client, role: 'user' });
    expect(screen.queryByRole('button', { name: 'Export inventory CSV' })).not.toBeInTheDocument();
  });

  it('takes a file with VINs and no stock column: columns mapped by hand, stock numbers from the VIN (#27)', async () => {
    const user = userEvent.setup();
    const { input, lot } = renderOnSandbox();
    const file = [
      'VIN,Year,Make,Model,Exterior,Dealer Code',
      '1HGCM82633A004352,2003,Honda,Accord,Green,D1',
      '5YJSA1E14HF000001,2017,Tesla,Model S,Red,D1',
    ].join('\n');
    await user.upload(input(), csvFile(file, 'dealer-feed.csv'));
    // Columns no alias names are said, not dropped without a word.
    expect(await screen.findByTestId('import-ignored')).toHaveTextContent(
      '2 columns will be ignored: Exterior, Dealer Code',
    );
    expect(screen.getByText(/2 rows have a VIN but no stock number/)).toBeInTheDocument();
    expect(await screen.findByTestId('import-dry-run')).toHaveTextContent('Will add 0');
    await user.click(screen.getByRole('radio', { name: "The VIN's last 8 characters" }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field for column Exterior' }), 'color');
    expect(screen.getByTestId('import-ignored')).toHaveTextContent(
      '1 column will be ignored: Dealer Code',
    );
    await waitFor(() =>
      expect(screen.getByTestId('import-dry-run')).toHaveTextContent(
        'Will add 2, update 0, leave 0 unchanged, skip 0',
      ),
    );
    await confirmImport(user);
    expect(await screen.findByTestId('import-outcome')).toHaveTextContent(
      'Added 2, updated 0, left 0 unchanged, skipped 0',
    );
    expect((await lot()).map((v) => [v.stockNumber, v.color]).sort()).toEqual([
      ['3A004352', 'Green'],
      ['HF000001', 'Red'],
    ]);

    // The next file with these headers starts from the mapping used this time.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.upload(input(), csvFile(file, 'dealer-feed-2.csv'));
    expect(await screen.findByText(/Columns mapped as last time/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Field for column Exterior' })).toHaveValue('color');
    expect(screen.getByRole('radio', { name: "The VIN's last 8 characters" })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByTestId('import-dry-run')).toHaveTextContent(
        'Will add 0, update 0, leave 2 unchanged, skip 0',
      ),
    );
  });

  it('lists every problem by row and gives back the rows not imported as a CSV (#27)', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:rejected');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { input } = renderOnSandbox();
    const rows = ['A1,2022,Ford,F-150,Black', ...Array.from({ length: 5 }, () => ',2021,Kia,Rio,Red')];
    await user.upload(input(), csvFile(`${HEADER}\n${rows.join('\n')}\n`));
    const found = await screen.findByRole('list', { name: 'Problems found' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(5);
    await confirmImport(user);
    const problems = await screen.findByRole('list', { name: 'Import problems' });
    expect(within(problems).getAllByRole('listitem')).toHaveLength(5);
    expect(problems).toHaveTextContent('Row 7Not importedStock number is required');
    await user.click(screen.getByRole('button', { name: 'Download rows not imported' }));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`${HEADER},Reason`);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(',2021,Kia,Rio,Red,Row 3: Stock number is required');
    click.mockRestore();
  });

  it('reads the first sheet of an Excel workbook (.xlsx) like a CSV (#27)', async () => {
    const user = userEvent.setup();
    const { input, lot } = renderOnSandbox();
    const bytes = readFileSync('web/src/test/fixtures/dealer-export.xlsx');
    await user.upload(
      input(),
      new File([bytes], 'dealer-export.xlsx', { type: XLSX_TYPE }),
    );
    expect(await screen.findByRole('heading', { name: 'Import dealer-export.xlsx' })).toBeInTheDocument();
    expect(screen.getByText(/3 rows, 8 columns/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('import-dry-run')).toHaveTextContent(
        'Will add 2, update 0, leave 0 unchanged, skip 1',
      ),
    );
    await confirmImport(user);
    await screen.findByTestId('import-outcome');
    expect((await lot()).map((v) => [v.stockNumber, v.year, v.make, v.mileage]).sort()).toEqual([
      ['X1001', 2003, 'Honda', 151200],
      ['X1002', 2017, 'Tesla', 48211],
    ]);
  });
});
