import '../styles.css';
import { AdminApp } from '../features/layout/admin-app';

export default AdminApp;
