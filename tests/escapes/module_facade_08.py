# expect: guest AttributeError
# technique: format field {0.decoder} on the json facade
import json
"{0.decoder}".format(json)
