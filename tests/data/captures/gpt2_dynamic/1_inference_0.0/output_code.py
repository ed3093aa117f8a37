# AOT ID: ['1_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/tr/ctrljt5gdwbcnilvwk4nhzipfklsghbjgn56zom5mcerlqezhy4q.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_18
#   hidden_states_2 => add_65, add_66, mul_57, mul_58, rsqrt, sub_38, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add_10
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %arg2_1 : Tensor "i64[s33, s50][s50, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %getitem_1 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf1]
#   %arg5_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %arg6_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %embedding : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %iota : Tensor "i64[s50][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_10 : Tensor "i64[s50][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, s50][s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_10, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg4_1, %unsqueeze), kwargs = {})
#   %add_18 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_18, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_38 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_18, %getitem_1), kwargs = {})
#   %add_65 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_65,), kwargs = {})
#   %mul_57 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_38, %rsqrt), kwargs = {})
#   %mul_58 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_57, %arg5_1), kwargs = {})
#   %add_66 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_58, %arg6_1), kwargs = {})
#   return %getitem_1,%buf1,%add_66
triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0 = async_compile.triton('triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2400, 'r0_': 718848}}
)
@triton.jit
def triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    x0 = (xindex % ks0)
    tl.device_assert((x0 < 256) | ~(xmask), "index out of bounds: x0 < 256")
    tmp11_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp11_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp11_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp8 = tl.load(in_ptr2 + (r0_2 + 256*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 2048, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 2048)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 2048")
        tmp6 = tl.load(in_ptr1 + (r0_2 + 256*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tmp6 + tmp8
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp11_mean_next, tmp11_m2_next, tmp11_weight_next = triton_helpers.welford_reduce(
            tmp10, tmp11_mean, tmp11_m2, tmp11_weight, roffset == 0
        )
        tmp11_mean = tl.where(r0_mask & xmask, tmp11_mean_next, tmp11_mean)
        tmp11_m2 = tl.where(r0_mask & xmask, tmp11_m2_next, tmp11_m2)
        tmp11_weight = tl.where(r0_mask & xmask, tmp11_weight_next, tmp11_weight)
    tmp12, tmp13, tmp14 = triton_helpers.welford(tmp11_mean, tmp11_m2, tmp11_weight, 1)
    tmp11 = tmp12[:, None]
    tmp15 = tmp13[:, None]
    tmp16 = tmp14[:, None]
    tl.device_assert((x0 < 256) | ~(xmask), "index out of bounds: x0 < 256")
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp24 = tl.load(in_ptr2 + (r0_2 + 256*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp33 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp35 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp17 = tl.full([1, 1], 2048, tl.int32)
        tmp18 = tmp0 + tmp17
        tmp19 = tmp0 < 0
        tmp20 = tl.where(tmp19, tmp18, tmp0)
        tl.device_assert(((0 <= tmp20) & (tmp20 < 2048)) | ~(xmask), "index out of bounds: 0 <= tmp20 < 2048")
        tmp22 = tl.load(in_ptr1 + (r0_2 + 256*tmp20), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp25 = tmp22 + tmp24
        tmp26 = tmp25 - tmp11
        tmp27 = tl.full([1, 1], 256.0, tl.float32)
        tmp28 = (tmp15 / tmp27)
        tmp29 = tl.full([1, 1], 1e-05, tl.float32)
        tmp30 = tmp28 + tmp29
        tmp31 = libdevice.rsqrt(tmp30)
        tmp32 = tmp26 * tmp31
        tmp34 = tmp32 * tmp33
        tmp36 = tmp34 + tmp35
        tl.store(out_ptr2 + (r0_2 + 256*x3), tmp36, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/7w/c7wyfr2dpxlfrlyckadb2t7x3fmkrpry4v576niwzjhtrvfseg4i.py
# Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   key_states_1 => permute
#   keys => clone_1
#   split => split
#   view_3 => view_3
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[s33*s50, 768][768, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[s33, s50, 768][768*s50, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [%arg0_1, %arg1_1, 768]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 256, 2), kwargs = {})
#   %view_3 : Tensor "f32[s33, s50, 4, 64][768*s50, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %permute : Tensor "f32[s33, 4, s50, 64][768*s50, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "f32[s33, 4, s50, 64][256*s50, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {})
#   return %clone_1
triton_poi_fused_cat_split_transpose_view_1 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 921600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 256)
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (256 + x0 + 768*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/i7/ci7e72sotkkvc4zgcmrre7hcwimva74ixs5arvjpxwyuw65x3dbv.py
# Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   split => split
#   value_states_1 => permute_1
#   values => clone_2
#   view_4 => view_4
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[s33*s50, 768][768, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[s33, s50, 768][768*s50, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [%arg0_1, %arg1_1, 768]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 256, 2), kwargs = {})
#   %view_4 : Tensor "f32[s33, s50, 4, 64][768*s50, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[s33, 4, s50, 64][768*s50, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone_2 : Tensor "f32[s33, 4, s50, 64][256*s50, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {})
#   return %clone_2
triton_poi_fused_cat_split_transpose_view_2 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 921600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 256)
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (512 + x0 + 768*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/xm/cxmlyqf7bub6w55sgn24tinb2ycmvf2hiswlautylquuc2xx7mdp.py
# Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => le_2
#   attention_mask_1 => expand
#   attn_output => _scaled_dot_product_efficient_attention, constant_pad_nd, expand_1, full_default, full_default_1, slice_3, where
#   kv_arange => add_35
#   kv_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   q_arange => add_29
#   q_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   query_states_1 => permute_2
#   split => split
#   view_5 => view_5
#   x_1 => view_2
# Graph fragment:
#   %view_2 : Tensor "f32[s33, s50, 768][768*s50, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [%arg0_1, %arg1_1, 768]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 256, 2), kwargs = {})
#   %view_5 : Tensor "f32[s33, s50, 4, 64][768*s50, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [%arg0_1, %arg1_1, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[s33, 4, s50, 64][768*s50, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %iota_4 : Tensor "i64[s50][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_35 : Tensor "i64[s50][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, s50][s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_35, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, s50][s50, s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, s50][s50, s50, s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %iota_3 : Tensor "i64[s50][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_29 : Tensor "i64[s50][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, s50][s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_29, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, s50][s50, s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, s50, 1][s50, s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %le_2 : Tensor "b8[1, 1, s50, s50][s50**2, s50**2, s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[s33, 1, s50, s50][0, s50**2, s50, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%le_2, [%arg0_1, -1, %arg1_1, %arg1_1]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s33, 1, s50, s50][s50**2, s50**2, s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   %constant_pad_nd : Tensor "f32[s33, 1, s50, s50 - (Mod(s50, 8)) + 8][s50*Max(1, s50 - (Mod(s50, 8)) + 8), s50*Max(1, s50 - (Mod(s50, 8)) + 8), Max(1, s50 - (Mod(s50, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where, [0, %sub_74], 0.0), kwargs = {})
#   %slice_3 : Tensor "f32[s33, 1, s50, s50][s50*Max(1, s50 - (Mod(s50, 8)) + 8), s50*Max(1, s50 - (Mod(s50, 8)) + 8), Max(1, s50 - (Mod(s50, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, -1, 0, %arg1_1), kwargs = {})
#   %expand_1 : Tensor "f32[s33, 4, s50, s50][s50*Max(1, s50 - (Mod(s50, 8)) + 8), 0, Max(1, s50 - (Mod(s50, 8)) + 8), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%slice_3, [%arg0_1, 4, %arg1_1, %arg1_1]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_2, %clone_1, %clone_2, %expand_1, False), kwargs = {scale: 0.125})
#   return %buf7
triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 240000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3(out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % ks0)
    x3 = xindex // ks0
    tmp0 = x0
    tmp1 = ks0
    tmp2 = tmp0 < tmp1
    tmp3 = x0
    tmp4 = x1
    tmp5 = tmp3 <= tmp4
    tmp6 = tl.full([1], 0.0, tl.float32)
    tmp7 = tl.full([1], float("-inf"), tl.float32)
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tmp9 = tl.full(tmp8.shape, 0.0, tmp8.dtype)
    tmp10 = tl.where(tmp2, tmp8, tmp9)
    tl.store(out_ptr0 + (x0 + 8*x3*((7 + ks0) // 8)), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/wj/cwjyy2xanmljdf42h2grjy5ppzc63vn5hc7rhkfnpmcegkp33f5i.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_5
#   arange => iota
#   hidden_states => add_18
#   hidden_states_3 => add_191
#   hidden_states_4 => add_196, add_197, mul_161, mul_162, rsqrt_1, sub_99, var_mean_1
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add_10
#   position_ids_1 => unsqueeze
#   x_3 => view_8
# Graph fragment:
#   %arg9_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %mm_default_5 : Tensor "f32[s33*s50, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %arg2_1 : Tensor "i64[s33, s50][s50, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[256, 256][256, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %add_191 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0" = PlaceHolder[target=add_191]
#   %getitem_10 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf16 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf16]
#   %arg11_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %arg12_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %embedding : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %iota : Tensor "i64[s50][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (%arg1_1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_10 : Tensor "i64[s50][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, s50][s50, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_10, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg4_1, %unsqueeze), kwargs = {})
#   %add_18 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %add_tensor_5 : Tensor "f32[s33*s50, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg9_1, %mm_default_5), kwargs = {})
#   %view_8 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_191 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_18), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_191, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_99 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_191, %getitem_10), kwargs = {})
#   %add_196 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_196,), kwargs = {})
#   %mul_161 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_99, %rsqrt_1), kwargs = {})
#   %mul_162 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_161, %arg11_1), kwargs = {})
#   %add_197 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_162, %arg12_1), kwargs = {})
#   return %add_191,%getitem_10,%buf16,%add_197
triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4 = async_compile.triton('triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2400, 'r0_': 1641472}}
)
@triton.jit
def triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % ks0)
    tmp0 = tl.load(in_ptr0 + (r0_2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (r0_2 + 256*x3), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (x3), xmask, eviction_policy='evict_last')
    tl.device_assert((x0 < 256) | ~(xmask), "index out of bounds: x0 < 256")
    tmp11 = tl.load(in_ptr3 + (r0_2 + 256*x0), xmask, eviction_policy='evict_last', other=0.0)
    tmp37 = tl.load(in_ptr4 + (r0_2), None, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr5 + (r0_2), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tl.full([1, 1], 2048, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert(((0 <= tmp7) & (tmp7 < 2048)) | ~(xmask), "index out of bounds: 0 <= tmp7 < 2048")
    tmp9 = tl.load(in_ptr2 + (r0_2 + 256*tmp7), xmask, other=0.0)
    tmp12 = tmp9 + tmp11
    tmp13 = tmp2 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 256, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 256.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tl.store(in_out_ptr0 + (r0_2 + 256*x3), tmp13, xmask)
    tl.store(out_ptr2 + (r0_2 + 256*x3), tmp40, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/ux/cuxejafqjz5wtfwvy6vnhvceltjbf7qiwvp4m7qss2zutftysmf5.py
# Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_6, mul_2, tanh, add_7, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#    => add_tensor_4
#   add_6 => add_232
#   add_7 => add_245
#   hidden_states_5 => mul_201
#   mul => mul_177
#   mul_1 => mul_184
#   mul_2 => mul_191
#   pow_1 => pow_1
#   tanh => tanh
#   x_5 => view_10
# Graph fragment:
#   %arg13_1 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_4 : Tensor "f32[s33*s50, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_default_4]
#   %add_tensor_4 : Tensor "f32[s33*s50, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_4), kwargs = {})
#   %view_10 : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_4, [%arg0_1, %arg1_1, 1024]), kwargs = {})
#   %mul_177 : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_184 : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_232 : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_184), kwargs = {})
#   %mul_191 : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_232, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_191,), kwargs = {})
#   %add_245 : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_201 : Tensor "f32[s33, s50, 1024][1024*s50, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_177, %add_245), kwargs = {})
#   return %mul_201
triton_poi_fused_add_addmm_mul_pow_tanh_view_5 = async_compile.triton('triton_poi_fused_add_addmm_mul_pow_tanh_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_pow_tanh_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3690496}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_pow_tanh_view_5(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 1024)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp2 * tmp2
    tmp6 = tmp5 * tmp2
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp2 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4 * tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/w5/cw5l33a3chpibd2bipuf2xmfpnnmysi6a5ldsurrw34ymenihttu.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_3
#   hidden_states_7 => add_268
#   hidden_states_8 => add_273, add_274, mul_222, mul_223, rsqrt_2, sub_134, var_mean_2
#   x_7 => view_12
# Graph fragment:
#   %add_191 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0" = PlaceHolder[target=add_191]
#   %arg15_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %mm_default_3 : Tensor "f32[s33*s50, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %getitem_12 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf23 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf23]
#   %arg17_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %arg18_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %add_tensor_3 : Tensor "f32[s33*s50, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg15_1, %mm_default_3), kwargs = {})
#   %view_12 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_268 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_191, %view_12), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_268, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_134 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_268, %getitem_12), kwargs = {})
#   %add_273 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_273,), kwargs = {})
#   %mul_222 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_134, %rsqrt_2), kwargs = {})
#   %mul_223 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_222, %arg17_1), kwargs = {})
#   %add_274 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_223, %arg18_1), kwargs = {})
#   return %getitem_12,%buf23,%add_274
triton_per_fused_add_addmm_native_layer_norm_view_6 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1231872}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 256, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 256.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/2u/c2uq3jdylrtbbm7ibjt5mfdvyvvmb3r37jywssetta6rkpzfttdo.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_2, add_tensor_3
#   hidden_states_10 => add_404, add_405, mul_326, mul_327, rsqrt_3, sub_195, var_mean_3
#   hidden_states_7 => add_268
#   hidden_states_9 => add_399
#   x_11 => view_20
#   x_7 => view_12
# Graph fragment:
#   %arg21_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %mm_default_2 : Tensor "f32[s33*s50, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %add_191 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0" = PlaceHolder[target=add_191]
#   %arg15_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %mm_default_3 : Tensor "f32[s33*s50, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %add_399 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0" = PlaceHolder[target=add_399]
#   %getitem_21 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf38 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf38]
#   %arg23_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg23_1]
#   %arg24_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg24_1]
#   %add_tensor_3 : Tensor "f32[s33*s50, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg15_1, %mm_default_3), kwargs = {})
#   %view_12 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_268 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_191, %view_12), kwargs = {})
#   %add_tensor_2 : Tensor "f32[s33*s50, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg21_1, %mm_default_2), kwargs = {})
#   %view_20 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_399 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_268), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_399, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_195 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_399, %getitem_21), kwargs = {})
#   %add_404 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_404,), kwargs = {})
#   %mul_326 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_195, %rsqrt_3), kwargs = {})
#   %mul_327 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_326, %arg23_1), kwargs = {})
#   %add_405 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_327, %arg24_1), kwargs = {})
#   return %add_399,%getitem_21,%buf38,%add_405
triton_per_fused_add_addmm_native_layer_norm_view_7 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2154496}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp6 = tmp4 + tmp5
    tmp7 = tmp3 + tmp6
    tmp8 = tmp2 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 256, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 256.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp8, xmask)
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/gpt2_dyn_inf_5966/cf/ccfajygctfm3osoestigs6n7qn24lgwlvgida7vn42xhj7rdxxrg.py
# Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor
#   hidden_states_13 => add_476
#   hidden_states_14 => add_481, add_482, mul_387, mul_388, rsqrt_4, sub_230, var_mean_4
#   x_15 => view_24
# Graph fragment:
#   %add_399 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0" = PlaceHolder[target=add_399]
#   %arg27_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %mm_default : Tensor "f32[s33*s50, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_23 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf45 : Tensor "f32[s33, s50, 1][s50, 1, s33*s50]cuda:0" = PlaceHolder[target=buf45]
#   %arg29_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg29_1]
#   %arg30_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg30_1]
#   %add_tensor : Tensor "f32[s33*s50, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg27_1, %mm_default), kwargs = {})
#   %view_24 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [%arg0_1, %arg1_1, 256]), kwargs = {})
#   %add_476 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_399, %view_24), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_476, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_230 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_476, %getitem_23), kwargs = {})
#   %add_481 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[s33, s50, 1][s50, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_481,), kwargs = {})
#   %mul_387 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_230, %rsqrt_4), kwargs = {})
#   %mul_388 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_387, %arg29_1), kwargs = {})
#   %add_482 : Tensor "f32[s33, s50, 256][256*s50, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_388, %arg30_1), kwargs = {})
#   return %getitem_23,%buf45,%add_482
triton_per_fused_add_addmm_native_layer_norm_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1231872}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 256, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 256.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp31, xmask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1 = args
        args.clear()
        s33 = arg0_1
        s50 = arg1_1
        assert_size_stride(arg2_1, (s33, s50), (s50, 1))
        assert_size_stride(arg3_1, (2048, 256), (256, 1))
        assert_size_stride(arg4_1, (256, 256), (256, 1))
        assert_size_stride(arg5_1, (256, ), (1, ))
        assert_size_stride(arg6_1, (256, ), (1, ))
        assert_size_stride(arg7_1, (768, ), (1, ))
        assert_size_stride(arg8_1, (256, 768), (768, 1))
        assert_size_stride(arg9_1, (256, ), (1, ))
        assert_size_stride(arg10_1, (256, 256), (256, 1))
        assert_size_stride(arg11_1, (256, ), (1, ))
        assert_size_stride(arg12_1, (256, ), (1, ))
        assert_size_stride(arg13_1, (1024, ), (1, ))
        assert_size_stride(arg14_1, (256, 1024), (1024, 1))
        assert_size_stride(arg15_1, (256, ), (1, ))
        assert_size_stride(arg16_1, (1024, 256), (256, 1))
        assert_size_stride(arg17_1, (256, ), (1, ))
        assert_size_stride(arg18_1, (256, ), (1, ))
        assert_size_stride(arg19_1, (768, ), (1, ))
        assert_size_stride(arg20_1, (256, 768), (768, 1))
        assert_size_stride(arg21_1, (256, ), (1, ))
        assert_size_stride(arg22_1, (256, 256), (256, 1))
        assert_size_stride(arg23_1, (256, ), (1, ))
        assert_size_stride(arg24_1, (256, ), (1, ))
        assert_size_stride(arg25_1, (1024, ), (1, ))
        assert_size_stride(arg26_1, (256, 1024), (1024, 1))
        assert_size_stride(arg27_1, (256, ), (1, ))
        assert_size_stride(arg28_1, (1024, 256), (256, 1))
        assert_size_stride(arg29_1, (256, ), (1, ))
        assert_size_stride(arg30_1, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((s33, s50, 256), (256*s50, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0:1
            triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.run(arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, buf3, s50, triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0_xnumel, 256, stream=stream0)
            del arg5_1
            del arg6_1
            buf4 = empty_strided_cuda((s33*s50, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:2
            extern_kernels.addmm(arg7_1, reinterpret_tensor(buf3, (s33*s50, 256), (256, 1), 0), arg8_1, alpha=1, beta=1, out=buf4)
            del arg7_1
            del arg8_1
            buf5 = reinterpret_tensor(buf3, (s33, 4, s50, 64), (256*s50, 64, 256, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:3
            triton_poi_fused_cat_split_transpose_view_1_xnumel = 256*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf4, buf5, triton_poi_fused_cat_split_transpose_view_1_xnumel, stream=stream0)
            buf6 = empty_strided_cuda((s33, 4, s50, 64), (256*s50, 64, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:4
            triton_poi_fused_cat_split_transpose_view_2_xnumel = 256*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf4, buf6, triton_poi_fused_cat_split_transpose_view_2_xnumel, stream=stream0)
            buf7 = empty_strided_cuda((s33, 1, s50, s50), (8*s50*((7 + s50) // 8), 0, 8*((7 + s50) // 8), 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3:5
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3_xnumel = s33*s50*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3.run(buf7, s50, triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:6
            buf8 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf4, (s33, 4, s50, 64), (768*s50, 64, 768, 1), 0), buf5, buf6, reinterpret_tensor(buf7, (s33, 4, s50, s50), (8*s50*((7 + s50) // 8), 0, 8*((7 + s50) // 8), 1), 0), False, scale=0.125)
            del buf4
            buf9 = buf8[0]
            assert_size_stride(buf9, (s33, 4, s50, 64), (256*s50, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf9, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf8
            buf13 = empty_strided_cuda((s33*s50, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf9, (s33*s50, 256), (256, 1), 0), arg10_1, out=buf13)
            del arg10_1
            buf14 = reinterpret_tensor(buf13, (s33, s50, 256), (256*s50, 256, 1), 0); del buf13  # reuse
            buf18 = reinterpret_tensor(buf9, (s33, s50, 256), (256*s50, 256, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4:8
            triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4.run(buf14, arg9_1, arg2_1, arg3_1, arg4_1, arg11_1, arg12_1, buf18, s50, triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_4_xnumel, 256, stream=stream0)
            del arg11_1
            del arg12_1
            del arg2_1
            del arg4_1
            del arg9_1
            buf19 = empty_strided_cuda((s33*s50, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_8, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:9
            extern_kernels.mm(reinterpret_tensor(buf18, (s33*s50, 256), (256, 1), 0), arg14_1, out=buf19)
            del arg14_1
            buf20 = reinterpret_tensor(buf19, (s33, s50, 1024), (1024*s50, 1024, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_6, mul_2, tanh, add_7, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:10
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5_xnumel = 1024*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf20, arg13_1, triton_poi_fused_add_addmm_mul_pow_tanh_view_5_xnumel, stream=stream0)
            del arg13_1
            buf21 = reinterpret_tensor(buf18, (s33*s50, 256), (256, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_6, mul_2, tanh, add_7, hidden_states_5, view_10], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf20, (s33*s50, 1024), (1024, 1), 0), arg16_1, out=buf21)
            del arg16_1
            del buf20
            buf25 = empty_strided_cuda((s33, s50, 256), (256*s50, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:12
            triton_per_fused_add_addmm_native_layer_norm_view_6_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf14, arg15_1, buf21, arg17_1, arg18_1, buf25, triton_per_fused_add_addmm_native_layer_norm_view_6_xnumel, 256, stream=stream0)
            del arg17_1
            del arg18_1
            buf26 = empty_strided_cuda((s33*s50, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:13
            extern_kernels.addmm(arg19_1, reinterpret_tensor(buf25, (s33*s50, 256), (256, 1), 0), arg20_1, alpha=1, beta=1, out=buf26)
            del arg19_1
            del arg20_1
            buf27 = reinterpret_tensor(buf25, (s33, 4, s50, 64), (256*s50, 64, 256, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, keys_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:14
            triton_poi_fused_cat_split_transpose_view_1_xnumel = 256*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(buf26, buf27, triton_poi_fused_cat_split_transpose_view_1_xnumel, stream=stream0)
            buf28 = empty_strided_cuda((s33, 4, s50, 64), (256*s50, 64, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, values_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:15
            triton_poi_fused_cat_split_transpose_view_2_xnumel = 256*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(buf26, buf28, triton_poi_fused_cat_split_transpose_view_2_xnumel, stream=stream0)
            buf29 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3:16
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3_xnumel = s33*s50*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3.run(buf29, s50, triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_constant_pad_nd_expand_le_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3_xnumel, stream=stream0)
            # Topologically Sorted Source Nodes: [arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, attention_mask, attention_mask_1, x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:17
            buf30 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf26, (s33, 4, s50, 64), (768*s50, 64, 768, 1), 0), buf27, buf28, reinterpret_tensor(buf29, (s33, 4, s50, s50), (8*s50*((7 + s50) // 8), 0, 8*((7 + s50) // 8), 1), 0), False, scale=0.125)
            del buf26
            del buf29
            buf31 = buf30[0]
            assert_size_stride(buf31, (s33, 4, s50, 64), (256*s50, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf30
            buf35 = empty_strided_cuda((s33*s50, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf31, (s33*s50, 256), (256, 1), 0), arg22_1, out=buf35)
            del arg22_1
            buf36 = reinterpret_tensor(buf35, (s33, s50, 256), (256*s50, 256, 1), 0); del buf35  # reuse
            buf40 = reinterpret_tensor(buf31, (s33, s50, 256), (256*s50, 256, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:19
            triton_per_fused_add_addmm_native_layer_norm_view_7_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf36, arg21_1, buf14, arg15_1, buf21, arg23_1, arg24_1, buf40, triton_per_fused_add_addmm_native_layer_norm_view_7_xnumel, 256, stream=stream0)
            del arg15_1
            del arg21_1
            del arg23_1
            del arg24_1
            del buf14
            del buf21
            buf41 = empty_strided_cuda((s33*s50, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, view_19, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf40, (s33*s50, 256), (256, 1), 0), arg26_1, out=buf41)
            del arg26_1
            del buf40
            buf42 = reinterpret_tensor(buf41, (s33, s50, 1024), (1024*s50, 1024, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_10, mul_6, tanh_1, add_11, hidden_states_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:21
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5_xnumel = 1024*s33*s50
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf42, arg25_1, triton_poi_fused_add_addmm_mul_pow_tanh_view_5_xnumel, stream=stream0)
            del arg25_1
            buf43 = empty_strided_cuda((s33*s50, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_10, mul_6, tanh_1, add_11, hidden_states_11, view_21], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf42, (s33*s50, 1024), (1024, 1), 0), arg28_1, out=buf43)
            del arg28_1
            del buf42
            buf47 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:23
            triton_per_fused_add_addmm_native_layer_norm_view_8_xnumel = s33*s50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf47, arg27_1, buf43, arg29_1, arg30_1, triton_per_fused_add_addmm_native_layer_norm_view_8_xnumel, 256, stream=stream0)
            del arg27_1
            del arg29_1
            del arg30_1
            del buf43
            buf48 = empty_strided_cuda((s33*s50, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14, logits], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(reinterpret_tensor(buf47, (s33*s50, 256), (256, 1), 0), reinterpret_tensor(arg3_1, (256, 2048), (1, 256), 0), out=buf48)
            del arg3_1
            del buf47
        return (buf6, buf5, buf28, buf27, reinterpret_tensor(buf48, (s33, s50, 2048), (2048*s50, 2048, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 3
    arg1_1 = 100
    arg2_1 = rand_strided((3, 100), (100, 1), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
