# expect: value ['1970-01-01T00:00:00', '1970-01-01T05:30:00+05:30', '1970-01-01']
# technique: with an explicit zone (and utcfromtimestamp) the answer is pure: the same on every host, no grant needed
import datetime
tz = datetime.timezone(datetime.timedelta(hours=5, minutes=30))
[datetime.datetime.utcfromtimestamp(0).isoformat(), datetime.datetime.fromtimestamp(0, tz).isoformat(),
 datetime.datetime.fromtimestamp(0, datetime.timezone.utc).date().isoformat()]
