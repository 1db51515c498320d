# expect: value 'ok'
# runs: 3
# technique: urllib.parse caches keyed by guest strings must not carry data into the next run
import urllib.parse
urllib.parse.urlsplit("http://secret-host/" + "a" * 1000)
urllib.parse.quote("x", safe="secret" * 100)
"ok"
