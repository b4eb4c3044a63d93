import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { persistedAuthReducer } from '../features/auth/auth-persist';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: persistedAuthReducer,
});
