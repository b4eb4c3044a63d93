import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { persistedAuthReducer } from '../features/auth/auth-persist';
import { categoriesReducer } from '../features/categories/categories-slice';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: persistedAuthReducer,
  categories: categoriesReducer,
});
