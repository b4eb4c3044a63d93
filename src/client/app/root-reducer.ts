import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { persistedAuthReducer } from '../features/auth';
import { categoriesReducer } from '../features/feedback-categories';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: persistedAuthReducer,
  categories: categoriesReducer,
});
