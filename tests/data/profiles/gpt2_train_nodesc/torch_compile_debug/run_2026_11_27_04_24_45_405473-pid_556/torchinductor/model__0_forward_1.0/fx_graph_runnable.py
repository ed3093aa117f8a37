
import os
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/fs_runs/gpt2_train_nodesc'
os.environ['TORCH_LOGS'] = '+fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCH_LOGS_OUT'] = '/tmp/fs_runs/gpt2_train_nodesc/fusion.log'
os.environ['TORCHINDUCTOR_FX_GRAPH_CACHE'] = '0'
os.environ['TORCHINDUCTOR_AUTOGRAD_CACHE'] = '0'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.fx_graph_cache = False
torch._inductor.config.deterministic = False
torch._inductor.config.triton.descriptive_names = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.enable_autograd_cache = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
torch._functorch.config.selective_decompose = False



isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.11.0+cu130
# torch cuda version: 13.0
# torch git version: 70d99e998b4955e0049d13a98d77ae1b14db1f45


# CUDA Info: 
# nvcc: NVIDIA (R) Cuda compiler driver 
# Copyright (c) 2005-2025 NVIDIA Corporation 
# Built on Wed_Aug_20_01:58:59_PM_PDT_2025 
# Cuda compilation tools, release 13.0, V13.0.88 
# Build cuda_13.0.r13.0/compiler.36424714_0 

# GPU Hardware Info: 
# NVIDIA H100 80GB HBM3 : 1 

torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29):
        embedding = torch.ops.aten.embedding.default(primals_2, primals_1)
        iota = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add = torch.ops.aten.add.Tensor(iota, 0);  iota = None
        unsqueeze = torch.ops.aten.unsqueeze.default(add, 0);  add = None
        embedding_1 = torch.ops.aten.embedding.default(primals_3, unsqueeze);  primals_3 = None
        add_1 = torch.ops.aten.add.Tensor(embedding, embedding_1)
        expand = torch.ops.aten.expand.default(unsqueeze, [8, -1])
        slice_1 = torch.ops.aten.slice.Tensor(expand, 1, 0, 1)
        sub = torch.ops.aten.sub.Tensor(slice_1, 1);  slice_1 = None
        cat = torch.ops.aten.cat.default([sub, expand], -1);  sub = expand = None
        slice_2 = torch.ops.aten.slice.Tensor(cat, -1, 0, 128)
        slice_3 = torch.ops.aten.slice.Tensor(cat, -1, 1, 129);  cat = None
        sub_1 = torch.ops.aten.sub.Tensor(slice_3, slice_2);  slice_3 = slice_2 = None
        ne = torch.ops.aten.ne.Scalar(sub_1, 1);  sub_1 = None
        cumsum = torch.ops.aten.cumsum.default(ne, -1);  ne = None
        iota_1 = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(iota_1, 1);  iota_1 = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze, 1)
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(unsqueeze_5, 3)
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_5, 2);  unsqueeze_5 = None
        full_default = torch.ops.aten.full.default([], True, dtype = torch.bool, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        le = torch.ops.aten.le.Tensor(unsqueeze_9, unsqueeze_6)
        bitwise_and = torch.ops.aten.bitwise_and.Tensor(full_default, le);  full_default = le = None
        index = torch.ops.aten.index.Tensor(cumsum, [unsqueeze_3, unsqueeze_6]);  unsqueeze_6 = None
        index_1 = torch.ops.aten.index.Tensor(cumsum, [unsqueeze_3, unsqueeze_9]);  cumsum = unsqueeze_3 = unsqueeze_9 = None
        eq = torch.ops.aten.eq.Tensor(index, index_1);  index = index_1 = None
        bitwise_and_1 = torch.ops.aten.bitwise_and.Tensor(bitwise_and, eq);  bitwise_and = eq = None
        expand_1 = torch.ops.aten.expand.default(bitwise_and_1, [8, -1, 128, 128]);  bitwise_and_1 = None
        inductor_seeds_default = torch.ops.prims.inductor_seeds.default(5, device(type='cuda', index=0))
        inductor_lookup_seed_default = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 0)
        inductor_random_default_4 = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default, 'rand');  inductor_lookup_seed_default = None
        gt = torch.ops.aten.gt.Scalar(inductor_random_default_4, 0.1);  inductor_random_default_4 = None
        mul = torch.ops.aten.mul.Tensor(gt, add_1);  add_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, 1.1111111111111112);  mul = None
        var_mean = torch.ops.aten.var_mean.correction(mul_1, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_4 = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_2 = torch.ops.aten.sub.Tensor(mul_1, getitem_1)
        mul_2 = torch.ops.aten.mul.Tensor(sub_2, rsqrt);  sub_2 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, primals_4);  mul_2 = None
        add_5 = torch.ops.aten.add.Tensor(mul_3, primals_5);  mul_3 = primals_5 = None
        view_1 = torch.ops.aten.view.default(add_5, [-1, 256]);  add_5 = None
        addmm = torch.ops.aten.addmm.default(primals_6, view_1, primals_7);  primals_6 = None
        view_2 = torch.ops.aten.view.default(addmm, [8, 128, 768]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_2, 256, 2);  view_2 = None
        getitem_2 = split[0]
        getitem_3 = split[1]
        getitem_4 = split[2];  split = None
        view_3 = torch.ops.aten.view.default(getitem_3, [8, 128, -1, 64]);  getitem_3 = None
        permute = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        view_4 = torch.ops.aten.view.default(getitem_4, [8, 128, -1, 64]);  getitem_4 = None
        permute_1 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        view_5 = torch.ops.aten.view.default(getitem_2, [8, 128, -1, 64]);  getitem_2 = None
        permute_2 = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None
        full_default_1 = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_2 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where = torch.ops.aten.where.self(expand_1, full_default_2, full_default_1);  expand_1 = full_default_2 = full_default_1 = None
        expand_2 = torch.ops.aten.expand.default(where, [8, 4, 128, 128])
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_2, permute, permute_1, expand_2, True, 0.1, scale = 0.125)
        getitem_5 = _scaled_dot_product_efficient_attention[0]
        getitem_6 = _scaled_dot_product_efficient_attention[1]
        getitem_7 = _scaled_dot_product_efficient_attention[2]
        getitem_8 = _scaled_dot_product_efficient_attention[3];  _scaled_dot_product_efficient_attention = None
        permute_3 = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_6 = torch.ops.aten.view.default(permute_3, [8, 128, -1]);  permute_3 = None
        view_7 = torch.ops.aten.view.default(view_6, [-1, 256]);  view_6 = None
        addmm_1 = torch.ops.aten.addmm.default(primals_8, view_7, primals_9);  primals_8 = view_7 = None
        view_8 = torch.ops.aten.view.default(addmm_1, [8, 128, 256]);  addmm_1 = None
        inductor_lookup_seed_default_1 = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 1)
        inductor_random_default_3 = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default_1, 'rand');  inductor_lookup_seed_default_1 = None
        gt_1 = torch.ops.aten.gt.Scalar(inductor_random_default_3, 0.1);  inductor_random_default_3 = None
        mul_4 = torch.ops.aten.mul.Tensor(gt_1, view_8);  view_8 = None
        mul_5 = torch.ops.aten.mul.Tensor(mul_4, 1.1111111111111112);  mul_4 = None
        add_6 = torch.ops.aten.add.Tensor(mul_5, mul_1);  mul_5 = mul_1 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_6, [2], correction = 0, keepdim = True)
        getitem_9 = var_mean_1[0]
        getitem_10 = var_mean_1[1];  var_mean_1 = None
        add_7 = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        sub_3 = torch.ops.aten.sub.Tensor(add_6, getitem_10);  getitem_10 = None
        mul_6 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = None
        mul_7 = torch.ops.aten.mul.Tensor(mul_6, primals_10)
        add_8 = torch.ops.aten.add.Tensor(mul_7, primals_11);  mul_7 = primals_11 = None
        view_9 = torch.ops.aten.view.default(add_8, [-1, 256]);  add_8 = None
        addmm_2 = torch.ops.aten.addmm.default(primals_12, view_9, primals_13);  primals_12 = None
        view_10 = torch.ops.aten.view.default(addmm_2, [8, 128, 1024])
        mul_8 = torch.ops.aten.mul.Tensor(view_10, 0.5)
        pow_1 = torch.ops.aten.pow.Tensor_Scalar(view_10, 3.0)
        mul_9 = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_9 = torch.ops.aten.add.Tensor(view_10, mul_9);  view_10 = mul_9 = None
        mul_10 = torch.ops.aten.mul.Tensor(add_9, 0.7978845608028654);  add_9 = None
        tanh = torch.ops.aten.tanh.default(mul_10);  mul_10 = None
        add_10 = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
        mul_11 = torch.ops.aten.mul.Tensor(mul_8, add_10);  mul_8 = add_10 = None
        view_11 = torch.ops.aten.view.default(mul_11, [-1, 1024]);  mul_11 = None
        addmm_3 = torch.ops.aten.addmm.default(primals_14, view_11, primals_15);  primals_14 = None
        view_12 = torch.ops.aten.view.default(addmm_3, [8, 128, 256]);  addmm_3 = None
        inductor_lookup_seed_default_2 = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 2)
        inductor_random_default_2 = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default_2, 'rand');  inductor_lookup_seed_default_2 = None
        gt_2 = torch.ops.aten.gt.Scalar(inductor_random_default_2, 0.1);  inductor_random_default_2 = None
        mul_12 = torch.ops.aten.mul.Tensor(gt_2, view_12);  view_12 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_12, 1.1111111111111112);  mul_12 = None
        add_11 = torch.ops.aten.add.Tensor(add_6, mul_13);  add_6 = mul_13 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(add_11, [2], correction = 0, keepdim = True)
        getitem_11 = var_mean_2[0]
        getitem_12 = var_mean_2[1];  var_mean_2 = None
        add_12 = torch.ops.aten.add.Tensor(getitem_11, 1e-05);  getitem_11 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
        sub_4 = torch.ops.aten.sub.Tensor(add_11, getitem_12);  getitem_12 = None
        mul_14 = torch.ops.aten.mul.Tensor(sub_4, rsqrt_2);  sub_4 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, primals_16)
        add_13 = torch.ops.aten.add.Tensor(mul_15, primals_17);  mul_15 = primals_17 = None
        view_13 = torch.ops.aten.view.default(add_13, [-1, 256]);  add_13 = None
        addmm_4 = torch.ops.aten.addmm.default(primals_18, view_13, primals_19);  primals_18 = None
        view_14 = torch.ops.aten.view.default(addmm_4, [8, 128, 768]);  addmm_4 = None
        split_1 = torch.ops.aten.split.Tensor(view_14, 256, 2);  view_14 = None
        getitem_13 = split_1[0]
        getitem_14 = split_1[1]
        getitem_15 = split_1[2];  split_1 = None
        view_15 = torch.ops.aten.view.default(getitem_14, [8, 128, -1, 64]);  getitem_14 = None
        permute_4 = torch.ops.aten.permute.default(view_15, [0, 2, 1, 3]);  view_15 = None
        view_16 = torch.ops.aten.view.default(getitem_15, [8, 128, -1, 64]);  getitem_15 = None
        permute_5 = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None
        view_17 = torch.ops.aten.view.default(getitem_13, [8, 128, -1, 64]);  getitem_13 = None
        permute_6 = torch.ops.aten.permute.default(view_17, [0, 2, 1, 3]);  view_17 = None
        _scaled_dot_product_efficient_attention_1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_6, permute_4, permute_5, expand_2, True, 0.1, scale = 0.125);  expand_2 = None
        getitem_16 = _scaled_dot_product_efficient_attention_1[0]
        getitem_17 = _scaled_dot_product_efficient_attention_1[1]
        getitem_18 = _scaled_dot_product_efficient_attention_1[2]
        getitem_19 = _scaled_dot_product_efficient_attention_1[3];  _scaled_dot_product_efficient_attention_1 = None
        permute_7 = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3])
        view_18 = torch.ops.aten.view.default(permute_7, [8, 128, -1]);  permute_7 = None
        view_19 = torch.ops.aten.view.default(view_18, [-1, 256]);  view_18 = None
        addmm_5 = torch.ops.aten.addmm.default(primals_20, view_19, primals_21);  primals_20 = view_19 = None
        view_20 = torch.ops.aten.view.default(addmm_5, [8, 128, 256]);  addmm_5 = None
        inductor_lookup_seed_default_3 = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 3)
        inductor_random_default_1 = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default_3, 'rand');  inductor_lookup_seed_default_3 = None
        gt_3 = torch.ops.aten.gt.Scalar(inductor_random_default_1, 0.1);  inductor_random_default_1 = None
        mul_16 = torch.ops.aten.mul.Tensor(gt_3, view_20);  view_20 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_16, 1.1111111111111112);  mul_16 = None
        add_14 = torch.ops.aten.add.Tensor(mul_17, add_11);  mul_17 = add_11 = None
        var_mean_3 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_20 = var_mean_3[0]
        getitem_21 = var_mean_3[1];  var_mean_3 = None
        add_15 = torch.ops.aten.add.Tensor(getitem_20, 1e-05);  getitem_20 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        sub_5 = torch.ops.aten.sub.Tensor(add_14, getitem_21);  getitem_21 = None
        mul_18 = torch.ops.aten.mul.Tensor(sub_5, rsqrt_3);  sub_5 = None
        mul_19 = torch.ops.aten.mul.Tensor(mul_18, primals_22)
        add_16 = torch.ops.aten.add.Tensor(mul_19, primals_23);  mul_19 = primals_23 = None
        view_21 = torch.ops.aten.view.default(add_16, [-1, 256]);  add_16 = None
        addmm_6 = torch.ops.aten.addmm.default(primals_24, view_21, primals_25);  primals_24 = None
        view_22 = torch.ops.aten.view.default(addmm_6, [8, 128, 1024])
        mul_20 = torch.ops.aten.mul.Tensor(view_22, 0.5)
        pow_2 = torch.ops.aten.pow.Tensor_Scalar(view_22, 3.0)
        mul_21 = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_17 = torch.ops.aten.add.Tensor(view_22, mul_21);  view_22 = mul_21 = None
        mul_22 = torch.ops.aten.mul.Tensor(add_17, 0.7978845608028654);  add_17 = None
        tanh_1 = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
        add_18 = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
        mul_23 = torch.ops.aten.mul.Tensor(mul_20, add_18);  mul_20 = add_18 = None
        view_23 = torch.ops.aten.view.default(mul_23, [-1, 1024]);  mul_23 = None
        addmm_7 = torch.ops.aten.addmm.default(primals_26, view_23, primals_27);  primals_26 = None
        view_24 = torch.ops.aten.view.default(addmm_7, [8, 128, 256]);  addmm_7 = None
        inductor_lookup_seed_default_4 = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 4);  inductor_seeds_default = None
        inductor_random_default = torch.ops.prims.inductor_random.default([8, 128, 256], inductor_lookup_seed_default_4, 'rand');  inductor_lookup_seed_default_4 = None
        gt_4 = torch.ops.aten.gt.Scalar(inductor_random_default, 0.1);  inductor_random_default = None
        mul_24 = torch.ops.aten.mul.Tensor(gt_4, view_24);  view_24 = None
        mul_25 = torch.ops.aten.mul.Tensor(mul_24, 1.1111111111111112);  mul_24 = None
        add_19 = torch.ops.aten.add.Tensor(add_14, mul_25);  add_14 = mul_25 = None
        var_mean_4 = torch.ops.aten.var_mean.correction(add_19, [2], correction = 0, keepdim = True)
        getitem_22 = var_mean_4[0]
        getitem_23 = var_mean_4[1];  var_mean_4 = None
        add_20 = torch.ops.aten.add.Tensor(getitem_22, 1e-05);  getitem_22 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
        sub_6 = torch.ops.aten.sub.Tensor(add_19, getitem_23);  add_19 = getitem_23 = None
        mul_26 = torch.ops.aten.mul.Tensor(sub_6, rsqrt_4);  sub_6 = None
        mul_27 = torch.ops.aten.mul.Tensor(mul_26, primals_28)
        add_21 = torch.ops.aten.add.Tensor(mul_27, primals_29);  mul_27 = primals_29 = None
        permute_8 = torch.ops.aten.permute.default(primals_2, [1, 0])
        view_26 = torch.ops.aten.view.default(add_21, [1024, 256])
        mm = torch.ops.aten.mm.default(view_26, permute_8);  permute_8 = None
        view_27 = torch.ops.aten.view.default(mm, [8, 128, 8192]);  mm = None
        div = torch.ops.aten.div.Tensor(rsqrt_4, 256);  rsqrt_4 = None
        permute_14 = torch.ops.aten.permute.default(view_23, [1, 0]);  view_23 = None
        permute_16 = torch.ops.aten.permute.default(view_21, [1, 0]);  view_21 = None
        div_1 = torch.ops.aten.div.Tensor(rsqrt_3, 256);  rsqrt_3 = None
        permute_24 = torch.ops.aten.permute.default(view_13, [1, 0]);  view_13 = None
        div_2 = torch.ops.aten.div.Tensor(rsqrt_2, 256);  rsqrt_2 = None
        permute_26 = torch.ops.aten.permute.default(view_11, [1, 0]);  view_11 = None
        permute_28 = torch.ops.aten.permute.default(view_9, [1, 0]);  view_9 = None
        div_3 = torch.ops.aten.div.Tensor(rsqrt_1, 256);  rsqrt_1 = None
        permute_36 = torch.ops.aten.permute.default(view_1, [1, 0]);  view_1 = None
        return (view_27, add_21, primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute, permute_1, permute_2, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_4, permute_5, permute_6, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, view_26, div, permute_14, permute_16, div_1, permute_24, div_2, permute_26, permute_28, div_3, permute_36)

def load_args(reader):
    buf0 = reader.storage(None, 8192, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf0, (8, 128), dtype=torch.int64, is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 8388608, device=device(type='cuda', index=0))
    reader.tensor(buf1, (8192, 256), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf2, (128, 256), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf3, (256,), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf4, (256,), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 3072, device=device(type='cuda', index=0))
    reader.tensor(buf5, (768,), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 786432, device=device(type='cuda', index=0))
    reader.tensor(buf6, (256, 768), is_leaf=True)  # primals_7
    buf7 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf7, (256,), is_leaf=True)  # primals_8
    buf8 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf8, (256, 256), is_leaf=True)  # primals_9
    buf9 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf9, (256,), is_leaf=True)  # primals_10
    buf10 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf10, (256,), is_leaf=True)  # primals_11
    buf11 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf11, (1024,), is_leaf=True)  # primals_12
    buf12 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf12, (256, 1024), is_leaf=True)  # primals_13
    buf13 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf13, (256,), is_leaf=True)  # primals_14
    buf14 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf14, (1024, 256), is_leaf=True)  # primals_15
    buf15 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf15, (256,), is_leaf=True)  # primals_16
    buf16 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf16, (256,), is_leaf=True)  # primals_17
    buf17 = reader.storage(None, 3072, device=device(type='cuda', index=0))
    reader.tensor(buf17, (768,), is_leaf=True)  # primals_18
    buf18 = reader.storage(None, 786432, device=device(type='cuda', index=0))
    reader.tensor(buf18, (256, 768), is_leaf=True)  # primals_19
    buf19 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf19, (256,), is_leaf=True)  # primals_20
    buf20 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf20, (256, 256), is_leaf=True)  # primals_21
    buf21 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf21, (256,), is_leaf=True)  # primals_22
    buf22 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf22, (256,), is_leaf=True)  # primals_23
    buf23 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf23, (1024,), is_leaf=True)  # primals_24
    buf24 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf24, (256, 1024), is_leaf=True)  # primals_25
    buf25 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf25, (256,), is_leaf=True)  # primals_26
    buf26 = reader.storage(None, 1048576, device=device(type='cuda', index=0))
    reader.tensor(buf26, (1024, 256), is_leaf=True)  # primals_27
    buf27 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf27, (256,), is_leaf=True)  # primals_28
    buf28 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf28, (256,), is_leaf=True)  # primals_29
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)