# expect: guest AttributeError
# technique: json default= hook formatting __globals__ of the object
import json
json.dumps(print, default=lambda o: '{0.__self__}'.format(o))
