import type { LogListQuery, LogPage, LogRecord } from '../../../shared/contract';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

export const logsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // One cache entry per filter and page; the screen's auto-refresh polls the one it shows.
    listLogs: build.query<LogPage, LogListQuery>({
      query: (params) => ({ url: '/admin/logs', params }),
      providesTags: [{ type: 'Log', id: LIST_ID }],
    }),
    getLogRecord: build.query<LogRecord, number>({
      query: (id) => `/admin/logs/${id}`,
      providesTags: (_record, _error, id) => [{ type: 'Log', id }],
    }),
  }),
});

export const { useListLogsQuery, useGetLogRecordQuery } = logsApi;
