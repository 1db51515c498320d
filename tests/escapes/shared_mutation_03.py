# expect: guest TypeError
# technique: abc.abstractmethod on a shared stdlib class: it sets __isabstractmethod__, which ABCMeta would then see in other runs' classes
import abc, collections
abc.abstractmethod(collections.Counter)
