import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { AuthService } from './modules/auth/auth.service.js';
import { SessionTokens } from './modules/auth/session-token.js';
import { CategoriesService } from './modules/categories/categories.service.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { ProductsService } from './modules/products/products.service.js';
import { UsersService } from './modules/users/users.service.js';

/** The business rules, wired once per app and handed to every resolver through the context. */
export interface Services {
  auth: AuthService;
  users: UsersService;
  categories: CategoriesService;
  products: ProductsService;
  dashboard: DashboardService;
}

export function createServices(db: Database, config: AppConfig): Services {
  const users = new UsersService(db);
  const tokens = new SessionTokens(config.jwtSecret, config.jwtExpiresInSeconds);
  const categories = new CategoriesService(db, config.publicUrl);
  return {
    auth: new AuthService(users, tokens),
    users,
    categories,
    products: new ProductsService(db, categories, config.publicUrl),
    dashboard: new DashboardService(db),
  };
}
