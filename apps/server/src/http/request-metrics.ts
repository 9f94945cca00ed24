import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import { httpDuration } from '../metrics.ts';
import type { AppEnv } from './env.ts';

export interface MeasuredRequest {
  id: string;
  route: string;
  status: number;
  started: number;
}

/** Records a request's duration in the metrics, and logs it at debug level. */
export type Measure = (c: Context, request: MeasuredRequest) => void;

export function createMeasure(logger: Logger): Measure {
  return (c, request) => {
    const seconds = (performance.now() - request.started) / 1000;
    httpDuration.observe(
      { method: c.req.method, route: request.route, status: String(request.status) },
      seconds,
    );
    if (logger.isLevelEnabled('debug')) {
      logger.debug(
        {
          requestId: request.id,
          method: c.req.method,
          path: c.req.path,
          status: request.status,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    }
  };
}

/** Measures every request that passes the door, and names its request id on the final response. */
export function requestMetrics(measure: Measure): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // Set here, on the final response: a kept answer or page still carries this request's id.
    c.res.headers.set('X-Request-Id', c.get('requestId'));
    measure(c, {
      id: c.get('requestId'),
      route: c.req.routePath || 'unmatched',
      status: c.res.status,
      started,
    });
  };
}
