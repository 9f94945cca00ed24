// The host calendar: a listing's bookings, holds and blocks by month or week, and blocking time.
export { HostCalendar, type CalendarPlace } from './host-calendar';
export { calendarApi } from './api';
export { type CalendarView } from './calendar-days';
