import type { LogListQuery, LogPage, LogRecord } from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

export const logsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // One cache entry per filter and page; the screen's auto-refresh polls the one it shows.
    listLogs: build.query<LogPage, LogListQuery>({
      query: (params) => ({ url: pathTo(API_ROUTES.getLogs), params }),
      providesTags: [{ type: 'Log', id: LIST_ID }],
    }),
    getLogRecord: build.query<LogRecord, number>({
      query: (id) => pathTo(API_ROUTES.getLog, { id }),
      providesTags: (_record, _error, id) => [{ type: 'Log', id }],
    }),
  }),
});

export const { useListLogsQuery, useGetLogRecordQuery } = logsApi;
