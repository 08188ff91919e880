; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%rtti.TypeDescriptor3 = type { ptr, ptr, [4 x i8] }
%struct.Fragile = type { i32 }

$"??1Fragile@@QAE@XZ" = comdat any

$"??_R0PAD@8" = comdat any

$"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = comdat any

$"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = comdat any

$"??_R0?AUFragile@@@8" = comdat any

$"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = comdat any

$"??_C@_07HIAMJGNH@unlucky?$AA@" = comdat any

$"_CT??_R0PAD@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$_CTA2PAD = comdat any

$_TIC2PAD = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0F@8" = comdat any

$"_CT??_R0F@82" = comdat any

$_CTA1F = comdat any

$_TI1F = comdat any

$"??_R0_J@8" = comdat any

$"_CT??_R0_J@88" = comdat any

$_CTA1_J = comdat any

$_TI1_J = comdat any

$"_CT??_R0?AUFragile@@@84" = comdat any

$"_CTA1?AUFragile@@" = comdat any

$"_TI1?AUFragile@@" = comdat any

$"??_C@_05DBOFKJBI@outer?$AA@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_05MPCIFLGN@inner?$AA@" = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = comdat any

@allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@frees = internal unnamed_addr global i32 0, align 4, !dbg !78
@"?budget@Fragile@@2HA" = dso_local local_unnamed_addr global i32 0, align 4, !dbg !34
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1, !dbg !41
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@dtors = internal unnamed_addr global i32 0, align 4, !dbg !85
@ctors = internal unnamed_addr global i32 0, align 4, !dbg !87
@"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = linkonce_odr dso_local unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", comdat, align 1, !dbg !46
@"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", comdat, align 1, !dbg !51
@"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", comdat, align 1, !dbg !53
@"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", comdat, align 1, !dbg !58
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", comdat, align 1, !dbg !63
@"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", comdat, align 1, !dbg !68
@"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", comdat, align 1, !dbg !73
@"??_C@_07HIAMJGNH@unlucky?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unlucky\00", comdat, align 1, !dbg !80
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAD@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAD@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, ptr null, ptr null, ptr @_CTA2PAD }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_R0F@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".F\00" }, comdat
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0F@8", i32 0, i32 -1, i32 0, i32 2, ptr null }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0F@82"] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1F }, section ".xdata", comdat
@"??_R0_J@8" = linkonce_odr global %rtti.TypeDescriptor3 { ptr @"??_7type_info@@6B@", ptr null, [4 x i8] c"._J\00" }, comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0_J@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0_J@88"] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1_J }, section ".xdata", comdat
@"_CT??_R0?AUFragile@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUFragile@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUFragile@@@84"] }, section ".xdata", comdat
@"_TI1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Fragile@@QAE@XZ", ptr null, ptr @"_CTA1?AUFragile@@" }, section ".xdata", comdat
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1, !dbg !89
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1, !dbg !94
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1, !dbg !99
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1, !dbg !101
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 1, !dbg !103

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 !dbg !115 {
    #dbg_value(i32 %0, !121, !DIExpression(), !122)
  %2 = load i32, ptr @allocs, align 4, !dbg !123
  %3 = add nsw i32 %2, 1, !dbg !123
  store i32 %3, ptr @allocs, align 4, !dbg !123
  %4 = tail call ptr @malloc(i32 noundef %0) #9, !dbg !123
  ret ptr %4, !dbg !123
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 !dbg !124 {
    #dbg_value(i32 %0, !126, !DIExpression(), !127)
  %2 = load i32, ptr @allocs, align 4, !dbg !128
  %3 = add nsw i32 %2, 1, !dbg !128
  store i32 %3, ptr @allocs, align 4, !dbg !128
  %4 = tail call ptr @malloc(i32 noundef %0) #9, !dbg !128
  ret ptr %4, !dbg !128
}

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) local_unnamed_addr #2 !dbg !129 {
    #dbg_value(ptr %0, !133, !DIExpression(), !134)
  %2 = icmp eq ptr %0, null, !dbg !135
  br i1 %2, label %6, label %3, !dbg !135

3:                                                ; preds = %1
  %4 = load i32, ptr @frees, align 4, !dbg !136
  %5 = add nsw i32 %4, 1, !dbg !136
  store i32 %5, ptr @frees, align 4, !dbg !136
  br label %6, !dbg !136

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !135
  ret void, !dbg !135
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??_V@YAXPAX@Z"(ptr noundef %0) local_unnamed_addr #2 !dbg !138 {
    #dbg_value(ptr %0, !140, !DIExpression(), !141)
  %2 = icmp eq ptr %0, null, !dbg !142
  br i1 %2, label %6, label %3, !dbg !142

3:                                                ; preds = %1
  %4 = load i32, ptr @frees, align 4, !dbg !143
  %5 = add nsw i32 %4, 1, !dbg !143
  store i32 %5, ptr @frees, align 4, !dbg !143
  br label %6, !dbg !143

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0), !dbg !142
  ret void, !dbg !142
}

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__CxxFrameHandler3 !dbg !145 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4, !DIAssignID !175
    #dbg_assign(i1 undef, !176, !DIExpression(), !175, ptr %2, !DIExpression(), !190)
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4, !DIAssignID !193
  %5 = alloca %struct.Fragile, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2, !DIAssignID !194
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8, !DIAssignID !195
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4, !DIAssignID !196
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 4
  %15 = alloca ptr, align 4, !DIAssignID !197
    #dbg_assign(i1 undef, !152, !DIExpression(), !197, ptr %15, !DIExpression(), !198)
  %16 = alloca i32, align 4, !DIAssignID !199
    #dbg_assign(i1 undef, !155, !DIExpression(), !199, ptr %16, !DIExpression(), !198)
  %17 = alloca i32, align 4, !DIAssignID !200
    #dbg_assign(i1 undef, !159, !DIExpression(), !200, ptr %17, !DIExpression(), !201)
  %18 = alloca ptr, align 4, !DIAssignID !202
    #dbg_assign(i1 undef, !169, !DIExpression(), !202, ptr %18, !DIExpression(), !203)
    #dbg_value(i32 4, !121, !DIExpression(), !204)
  %19 = load i32, ptr @allocs, align 4, !dbg !206
  %20 = add nsw i32 %19, 1, !dbg !206
  store i32 %20, ptr @allocs, align 4, !dbg !206
  %21 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i32 noundef 4) #9, !dbg !206
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14), !dbg !207
    #dbg_value(i32 13, !210, !DIExpression(), !213)
    #dbg_value(ptr %21, !211, !DIExpression(), !213)
  store i32 13, ptr %21, align 4, !dbg !207
  store ptr @"??_C@_07HIAMJGNH@unlucky?$AA@", ptr %14, align 4, !dbg !214
  invoke void @_CxxThrowException(ptr nonnull %14, ptr nonnull @_TIC2PAD) #10
          to label %22 unwind label %23, !dbg !214

22:                                               ; preds = %0
  unreachable, !dbg !214

23:                                               ; preds = %0
  %24 = cleanuppad within none [], !dbg !217
  call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %21, i32 noundef 4) #11 [ "funclet"(token %24) ], !dbg !217
  cleanupret from %24 unwind label %25, !dbg !217

25:                                               ; preds = %23
  %26 = catchswitch within none [label %27] unwind to caller, !dbg !218

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0PAD@8", i32 1, ptr %15], !dbg !218
  %29 = load i32, ptr @frees, align 4, !dbg !219
  %30 = load i32, ptr @allocs, align 4, !dbg !219
  %31 = load ptr, ptr %15, align 4, !dbg !219
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", ptr noundef %31, i32 noundef %30, i32 noundef %29) [ "funclet"(token %28) ], !dbg !219
  catchret from %28 to label %33, !dbg !221

33:                                               ; preds = %27
    #dbg_value(i32 24, !126, !DIExpression(), !222)
  %34 = load i32, ptr @allocs, align 4, !dbg !224
  %35 = add nsw i32 %34, 1, !dbg !224
  store i32 %35, ptr @allocs, align 4, !dbg !224
  %36 = call noalias noundef nonnull dereferenceable(24) ptr @malloc(i32 noundef 24) #9, !dbg !224
  store i32 5, ptr %36, align 4, !dbg !225
  %37 = load i32, ptr @ctors, align 4
  %38 = getelementptr inbounds i8, ptr %36, i32 4, !dbg !225
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13), !dbg !226
    #dbg_value(ptr %38, !229, !DIExpression(), !231)
  store i32 3, ptr %38, align 4, !dbg !226
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13), !dbg !232
  %39 = getelementptr inbounds i8, ptr %36, i32 8, !dbg !225
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13), !dbg !226
    #dbg_value(ptr %39, !229, !DIExpression(), !231)
  store i32 2, ptr %39, align 4, !dbg !226
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13), !dbg !232
  %40 = getelementptr inbounds i8, ptr %36, i32 12, !dbg !225
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13), !dbg !226
    #dbg_value(ptr %40, !229, !DIExpression(), !231)
  store i32 1, ptr %40, align 4, !dbg !226
  %41 = add nsw i32 %37, 3, !dbg !233
  store i32 %41, ptr @ctors, align 4, !dbg !233
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13), !dbg !232
  %42 = getelementptr inbounds i8, ptr %36, i32 16, !dbg !225
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13), !dbg !226
    #dbg_value(ptr %42, !229, !DIExpression(), !231)
  store i32 0, ptr %42, align 4, !dbg !226
  store i32 -1, ptr @"?budget@Fragile@@2HA", align 4, !dbg !231
  store i32 -1, ptr %13, align 4, !dbg !235
  invoke void @_CxxThrowException(ptr nonnull %13, ptr nonnull @_TI1H) #10
          to label %43 unwind label %44, !dbg !235

43:                                               ; preds = %33
  unreachable, !dbg !235

44:                                               ; preds = %33
  %45 = cleanuppad within none [], !dbg !225
  %46 = load i32, ptr @dtors, align 4
    #dbg_value(!DIArgList(ptr %36, i32 poison), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !240)
  %47 = add i32 %46, 3, !dbg !225
  store i32 %47, ptr @dtors, align 4, !dbg !242
  call void @"??_V@YAXPAXI@Z"(ptr noundef nonnull %36, i32 noundef 24) #11 [ "funclet"(token %45) ], !dbg !225
  cleanupret from %45 unwind label %48, !dbg !225

48:                                               ; preds = %44
  %49 = catchswitch within none [label %50] unwind to caller, !dbg !244

50:                                               ; preds = %48
  %51 = catchpad within %49 [ptr @"??_R0H@8", i32 0, ptr %16], !dbg !244
  %52 = load i32, ptr @frees, align 4, !dbg !245
  %53 = load i32, ptr @dtors, align 4, !dbg !245
  %54 = load i32, ptr @ctors, align 4, !dbg !245
  %55 = load i32, ptr %16, align 4, !dbg !245
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 noundef %55, i32 noundef %54, i32 noundef %53, i32 noundef %52) [ "funclet"(token %51) ], !dbg !245
  catchret from %51 to label %92, !dbg !247

57:                                               ; preds = %105
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 noundef %106, i32 noundef 2, i32 noundef 0), !dbg !248
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12), !dbg !249
    #dbg_assign(i1 undef, !264, !DIExpression(), !196, ptr %12, !DIExpression(), !268)
    #dbg_value(i32 1, !262, !DIExpression(), !268)
    #dbg_value(ptr poison, !263, !DIExpression(), !268)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %11), !dbg !249
    #dbg_value(i32 1, !254, !DIExpression(), !269)
  store i16 1, ptr %11, align 2, !dbg !249
  invoke void @_CxxThrowException(ptr nonnull %11, ptr nonnull @_TI1F) #10
          to label %59 unwind label %60, !dbg !249

59:                                               ; preds = %57
  unreachable, !dbg !249

60:                                               ; preds = %57
  %61 = catchswitch within none [label %62, label %65] unwind to caller, !dbg !270

62:                                               ; preds = %60
  %63 = catchpad within %61 [ptr @"??_R0H@8", i32 0, ptr %12], !dbg !270
  %64 = load i32, ptr %12, align 4, !dbg !271
  catchret from %63 to label %67, !dbg !273

65:                                               ; preds = %60
  %66 = catchpad within %61 [ptr null, i32 64, ptr null], !dbg !270
  catchret from %66 to label %67, !dbg !274

67:                                               ; preds = %62, %65
  %68 = phi i32 [ %64, %62 ], [ -1, %65 ], !dbg !268
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12), !dbg !276
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10), !dbg !277
    #dbg_assign(i1 undef, !287, !DIExpression(), !195, ptr %10, !DIExpression(), !291)
    #dbg_value(i32 3, !285, !DIExpression(), !291)
    #dbg_value(ptr poison, !286, !DIExpression(), !291)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9), !dbg !277
    #dbg_value(i32 3, !280, !DIExpression(), !292)
  store i64 3000, ptr %9, align 8, !dbg !277
  invoke void @_CxxThrowException(ptr nonnull %9, ptr nonnull @_TI1_J) #10
          to label %69 unwind label %70, !dbg !277

69:                                               ; preds = %67
  unreachable, !dbg !277

70:                                               ; preds = %67
  %71 = catchswitch within none [label %72, label %76] unwind to caller, !dbg !293

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0_J@8", i32 0, ptr %10], !dbg !293
  %74 = load i64, ptr %10, align 8, !dbg !294
  %75 = trunc i64 %74 to i32, !dbg !294
  catchret from %73 to label %78, !dbg !296

76:                                               ; preds = %70
  %77 = catchpad within %71 [ptr null, i32 64, ptr null], !dbg !293
  catchret from %77 to label %78, !dbg !297

78:                                               ; preds = %72, %76
  %79 = phi i32 [ %75, %72 ], [ -1, %76 ], !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !299
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8), !dbg !300
    #dbg_assign(i1 undef, !307, !DIExpression(), !194, ptr %8, !DIExpression(), !311)
    #dbg_value(i32 7, !305, !DIExpression(), !311)
    #dbg_value(ptr poison, !306, !DIExpression(), !311)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7), !dbg !300
    #dbg_value(i32 7, !254, !DIExpression(), !312)
  store i16 7, ptr %7, align 2, !dbg !300
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TI1F) #10
          to label %80 unwind label %81, !dbg !300

80:                                               ; preds = %78
  unreachable, !dbg !300

81:                                               ; preds = %78
  %82 = catchswitch within none [label %83, label %87] unwind to caller, !dbg !313

83:                                               ; preds = %81
  %84 = catchpad within %82 [ptr @"??_R0F@8", i32 0, ptr %8], !dbg !313
  %85 = load i16, ptr %8, align 2, !dbg !314
  %86 = sext i16 %85 to i32, !dbg !314
  catchret from %84 to label %89, !dbg !316

87:                                               ; preds = %81
  %88 = catchpad within %82 [ptr null, i32 64, ptr null], !dbg !313
  catchret from %88 to label %89, !dbg !317

89:                                               ; preds = %83, %87
  %90 = phi i32 [ %86, %83 ], [ -1, %87 ], !dbg !311
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8), !dbg !319
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 noundef %90, i32 noundef %79, i32 noundef %68), !dbg !320
    #dbg_value(ptr undef, !162, !DIExpression(), !198)
    #dbg_value(i32 0, !167, !DIExpression(), !321)
    #dbg_value(i32 %106, !156, !DIExpression(), !198)
  br label %111, !dbg !322

92:                                               ; preds = %50, %105
  %93 = phi i32 [ %107, %105 ], [ 0, %50 ]
  %94 = phi i32 [ %106, %105 ], [ 0, %50 ]
    #dbg_value(i32 %93, !157, !DIExpression(), !323)
    #dbg_value(i32 %94, !156, !DIExpression(), !198)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !324
    #dbg_value(i32 %93, !327, !DIExpression(), !330)
  %95 = icmp ugt i32 %93, 2, !dbg !324
  br i1 %95, label %96, label %109, !dbg !324

96:                                               ; preds = %92
  %97 = shl nuw nsw i32 %93, 1, !dbg !331
  store i32 %97, ptr %6, align 4, !dbg !331
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI1H) #10
          to label %98 unwind label %99, !dbg !331

98:                                               ; preds = %96
  unreachable, !dbg !331

99:                                               ; preds = %96
  %100 = catchswitch within none [label %101] unwind to caller, !dbg !333

101:                                              ; preds = %99
  %102 = catchpad within %100 [ptr @"??_R0H@8", i32 0, ptr %17], !dbg !333
  %103 = load i32, ptr %17, align 4, !dbg !334
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 noundef %103) [ "funclet"(token %102) ], !dbg !334
  catchret from %102 to label %105, !dbg !336

105:                                              ; preds = %109, %101
  %106 = phi i32 [ %94, %101 ], [ %110, %109 ], !dbg !198
    #dbg_value(i32 %106, !156, !DIExpression(), !198)
  %107 = add nuw nsw i32 %93, 1, !dbg !337
    #dbg_value(i32 %107, !157, !DIExpression(), !323)
  %108 = icmp eq i32 %107, 5, !dbg !338
  br i1 %108, label %57, label %92, !dbg !338, !llvm.loop !339

109:                                              ; preds = %92
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !342
  %110 = add nsw i32 %93, %94, !dbg !343
    #dbg_value(i32 %110, !156, !DIExpression(), !198)
  br label %105, !dbg !333

111:                                              ; preds = %89, %130
  %112 = phi i32 [ 0, %89 ], [ %132, %130 ]
  %113 = phi i32 [ %106, %89 ], [ %131, %130 ]
    #dbg_value(i32 %112, !167, !DIExpression(), !321)
    #dbg_value(i32 %113, !156, !DIExpression(), !198)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !344
    #dbg_value(i32 %112, !352, !DIExpression(), !357)
    #dbg_value(ptr undef, !353, !DIExpression(), !357)
  %114 = and i32 %112, 1, !dbg !344
  %115 = icmp eq i32 %114, 0, !dbg !344
  br i1 %115, label %121, label %116, !dbg !344

116:                                              ; preds = %111
  %117 = mul nuw nsw i32 %112, 3, !dbg !358
    #dbg_value(i32 %117, !210, !DIExpression(), !360)
    #dbg_value(ptr %5, !211, !DIExpression(), !360)
  store i32 %117, ptr %5, align 4, !dbg !362
  %118 = load i32, ptr @ctors, align 4, !dbg !363
  %119 = add nsw i32 %118, 1, !dbg !363
  store i32 %119, ptr @ctors, align 4, !dbg !363
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI1?AUFragile@@") #10
          to label %120 unwind label %123, !dbg !358

120:                                              ; preds = %116
  unreachable, !dbg !358

121:                                              ; preds = %111
  %122 = add nsw i32 %112, %113, !dbg !364
    #dbg_value(i32 %122, !156, !DIExpression(), !198)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !365
  br label %130, !dbg !365

123:                                              ; preds = %116
  %124 = catchswitch within none [label %125] unwind to caller, !dbg !366

125:                                              ; preds = %123
  %126 = catchpad within %124 [ptr @"??_R0?AUFragile@@@8", i32 8, ptr %18], !dbg !366
  %127 = load ptr, ptr %18, align 4, !dbg !367
  %128 = load i32, ptr %127, align 4, !dbg !367
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 noundef %128) [ "funclet"(token %126) ], !dbg !367
  catchret from %126 to label %130, !dbg !369

130:                                              ; preds = %121, %125
  %131 = phi i32 [ %122, %121 ], [ %113, %125 ], !dbg !198
    #dbg_value(i32 %131, !156, !DIExpression(), !198)
  %132 = add nuw nsw i32 %112, 1, !dbg !370
    #dbg_value(i32 %132, !167, !DIExpression(), !321)
  %133 = icmp eq i32 %132, 4, !dbg !322
  br i1 %133, label %140, label %111, !dbg !322, !llvm.loop !371

134:                                              ; preds = %178
  %135 = load i32, ptr @dtors, align 4, !dbg !373
  %136 = load i32, ptr @ctors, align 4, !dbg !373
  %137 = load i32, ptr @frees, align 4, !dbg !373
  %138 = load i32, ptr @allocs, align 4, !dbg !373
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 noundef %138, i32 noundef %137, i32 noundef %136, i32 noundef %135, i32 noundef %131), !dbg !373
  ret i32 0, !dbg !374

140:                                              ; preds = %130, %178
  %141 = phi i32 [ %182, %178 ], [ 0, %130 ]
    #dbg_value(i32 %141, !173, !DIExpression(), !375)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !376
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !376
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !376
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !376
    #dbg_assign(i1 undef, !189, !DIExpression(), !193, ptr %4, !DIExpression(), !377)
    #dbg_value(i32 %141, !182, !DIExpression(), !377)
    #dbg_value(ptr @"??_C@_05DBOFKJBI@outer?$AA@", !183, !DIExpression(), !377)
    #dbg_value(ptr @"??_C@_06CGLIEPEJ@middle?$AA@", !184, !DIExpression(), !190)
    #dbg_value(ptr @"??_C@_05MPCIFLGN@inner?$AA@", !185, !DIExpression(), !378)
  %142 = icmp eq i32 %141, 0, !dbg !376
  br i1 %142, label %144, label %143, !dbg !376

143:                                              ; preds = %140
  store i32 %141, ptr %1, align 4, !dbg !379
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #10
          to label %177 unwind label %146, !dbg !379

144:                                              ; preds = %140
    #dbg_value(ptr undef, !381, !DIExpression(), !385)
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@"), !dbg !387
  br label %162, !dbg !389

146:                                              ; preds = %143
  %147 = cleanuppad within none [], !dbg !390
    #dbg_value(ptr undef, !381, !DIExpression(), !391)
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@") [ "funclet"(token %147) ], !dbg !393
  cleanupret from %147 unwind label %149, !dbg !390

149:                                              ; preds = %146
  %150 = catchswitch within none [label %151] unwind label %165, !dbg !390

151:                                              ; preds = %149
  %152 = catchpad within %150 [ptr @"??_R0H@8", i32 0, ptr %2], !dbg !390
    #dbg_value(ptr @"??_C@_07MILLDJGK@handler?$AA@", !187, !DIExpression(), !394)
  %153 = load i32, ptr %2, align 4, !dbg !395
  %154 = icmp sgt i32 %153, 1, !dbg !395
  br i1 %154, label %155, label %157, !dbg !395

155:                                              ; preds = %151
  %156 = add nuw nsw i32 %153, 10, !dbg !396
  store i32 %156, ptr %3, align 4, !dbg !396
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #10 [ "funclet"(token %152) ]
          to label %177 unwind label %159, !dbg !396

157:                                              ; preds = %151
    #dbg_value(ptr undef, !381, !DIExpression(), !398)
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %152) ], !dbg !400
  catchret from %152 to label %162, !dbg !401

159:                                              ; preds = %155
  %160 = cleanuppad within %152 [], !dbg !401
    #dbg_value(ptr undef, !381, !DIExpression(), !402)
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %160) ], !dbg !404
  cleanupret from %160 unwind label %165, !dbg !401

162:                                              ; preds = %157, %144
  %163 = phi i32 [ %153, %157 ], [ 0, %144 ]
    #dbg_value(ptr undef, !381, !DIExpression(), !405)
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@"), !dbg !407
  br label %178

165:                                              ; preds = %159, %149
  %166 = cleanuppad within none [], !dbg !389
    #dbg_value(ptr undef, !381, !DIExpression(), !408)
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@") [ "funclet"(token %166) ], !dbg !410
  cleanupret from %166 unwind label %168, !dbg !389

168:                                              ; preds = %165
  %169 = catchswitch within none [label %170] unwind label %174, !dbg !389

170:                                              ; preds = %168
  %171 = catchpad within %169 [ptr @"??_R0H@8", i32 0, ptr %4], !dbg !389
  %172 = load i32, ptr %4, align 4, !dbg !411
  %173 = mul nsw i32 %172, 100, !dbg !411
  catchret from %171 to label %178, !dbg !413

174:                                              ; preds = %168
  %175 = cleanuppad within none [], !dbg !414
    #dbg_value(ptr undef, !381, !DIExpression(), !415)
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@") [ "funclet"(token %175) ], !dbg !417
  cleanupret from %175 unwind to caller, !dbg !414

177:                                              ; preds = %155, %143
  unreachable

178:                                              ; preds = %162, %170
  %179 = phi i32 [ %173, %170 ], [ %163, %162 ], !dbg !377
    #dbg_value(ptr undef, !381, !DIExpression(), !418)
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@"), !dbg !420
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !414
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !414
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !414
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !414
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %141, i32 noundef %179), !dbg !421
  %182 = add nuw nsw i32 %141, 1, !dbg !421
    #dbg_value(i32 %182, !173, !DIExpression(), !375)
  %183 = icmp eq i32 %182, 3, !dbg !422
  br i1 %183, label %134, label %140, !dbg !422, !llvm.loop !423
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 !dbg !238 {
    #dbg_value(ptr %0, !237, !DIExpression(), !424)
  %2 = load i32, ptr @dtors, align 4, !dbg !425
  %3 = add nsw i32 %2, 1, !dbg !425
  store i32 %3, ptr @dtors, align 4, !dbg !425
  ret void, !dbg !426
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #6

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !8, identifier: ".?AUFragile@@")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!13 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !21, identifier: ".?AUScope@@")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !32)
!32 = !{null, !29}
!33 = !{!34, !36, !41, !46, !51, !53, !58, !63, !68, !73, !0, !78, !80, !85, !87, !89, !94, !99, !101, !103}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "?budget@Fragile@@2HA", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 432, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 54)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 344, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 43)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 208, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 26)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 400, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 50)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 48, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !91, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !82, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 96, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 12)
!108 = !{i32 1, !"NumRegisterParameters", i32 0}
!109 = !{i32 2, !"CodeView", i32 1}
!110 = !{i32 2, !"Debug Info Version", i32 3}
!111 = !{i32 1, !"wchar_size", i32 2}
!112 = !{i32 1, !"MaxTLSAlign", i32 65536}
!113 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPAXI@Z", scope: !3, file: !3, line: 15, type: !116, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!116 = !DISubroutineType(types: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!119 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!120 = !{!121}
!121 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !3, line: 15, type: !119)
!122 = !DILocation(line: 0, scope: !115)
!123 = !DILocation(line: 15, scope: !115)
!124 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPAXI@Z", scope: !3, file: !3, line: 16, type: !116, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !125)
!125 = !{!126}
!126 = !DILocalVariable(name: "n", arg: 1, scope: !124, file: !3, line: 16, type: !119)
!127 = !DILocation(line: 0, scope: !124)
!128 = !DILocation(line: 16, scope: !124)
!129 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAX@Z", scope: !3, file: !3, line: 17, type: !130, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !118}
!132 = !{!133}
!133 = !DILocalVariable(name: "p", arg: 1, scope: !129, file: !3, line: 17, type: !118)
!134 = !DILocation(line: 0, scope: !129)
!135 = !DILocation(line: 17, scope: !129)
!136 = !DILocation(line: 17, scope: !137)
!137 = distinct !DILexicalBlock(scope: !129, file: !3, line: 17)
!138 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPAX@Z", scope: !3, file: !3, line: 18, type: !130, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !139)
!139 = !{!140}
!140 = !DILocalVariable(name: "p", arg: 1, scope: !138, file: !3, line: 18, type: !118)
!141 = !DILocation(line: 0, scope: !138)
!142 = !DILocation(line: 18, scope: !138)
!143 = !DILocation(line: 18, scope: !144)
!144 = distinct !DILexicalBlock(scope: !138, file: !3, line: 18)
!145 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !146, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!10}
!148 = !{!149, !152, !153, !155, !156, !157, !159, !162, !167, !169, !173}
!149 = !DILocalVariable(name: "f", scope: !150, file: !3, line: 84, type: !151)
!150 = distinct !DILexicalBlock(scope: !145, file: !3, line: 83)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!152 = !DILocalVariable(name: "msg", scope: !145, file: !3, line: 86, type: !23)
!153 = !DILocalVariable(name: "arr", scope: !154, file: !3, line: 93, type: !151)
!154 = distinct !DILexicalBlock(scope: !145, file: !3, line: 92)
!155 = !DILocalVariable(name: "b", scope: !145, file: !3, line: 95, type: !10)
!156 = !DILocalVariable(name: "ok", scope: !145, file: !3, line: 99, type: !10)
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 100, type: !10)
!158 = distinct !DILexicalBlock(scope: !145, file: !3, line: 100)
!159 = !DILocalVariable(name: "e", scope: !160, file: !3, line: 103, type: !10)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 100)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 100)
!162 = !DILocalVariable(name: "thrower", scope: !145, file: !3, line: 112, type: !163)
!163 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !145, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !164, identifier: ".?AV<lambda_0>@?0??main@@9@")
!164 = !{!165}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !163, file: !3, line: 112, baseType: !166, size: 32)
!166 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!167 = !DILocalVariable(name: "k", scope: !168, file: !3, line: 116, type: !10)
!168 = distinct !DILexicalBlock(scope: !145, file: !3, line: 116)
!169 = !DILocalVariable(name: "f", scope: !170, file: !3, line: 119, type: !172)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 116)
!171 = distinct !DILexicalBlock(scope: !168, file: !3, line: 116)
!172 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!173 = !DILocalVariable(name: "d", scope: !174, file: !3, line: 124, type: !10)
!174 = distinct !DILexicalBlock(scope: !145, file: !3, line: 124)
!175 = distinct !DIAssignID()
!176 = !DILocalVariable(name: "d", scope: !177, file: !3, line: 70, type: !10)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 65)
!178 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !179, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{!10, !10}
!181 = !{!182, !183, !184, !185, !176, !187, !189}
!182 = !DILocalVariable(name: "depth", arg: 1, scope: !178, file: !3, line: 63, type: !10)
!183 = !DILocalVariable(name: "s1", scope: !178, file: !3, line: 64, type: !20)
!184 = !DILocalVariable(name: "s2", scope: !177, file: !3, line: 66, type: !20)
!185 = !DILocalVariable(name: "s3", scope: !186, file: !3, line: 68, type: !20)
!186 = distinct !DILexicalBlock(scope: !177, file: !3, line: 67)
!187 = !DILocalVariable(name: "s4", scope: !188, file: !3, line: 71, type: !20)
!188 = distinct !DILexicalBlock(scope: !177, file: !3, line: 70)
!189 = !DILocalVariable(name: "d", scope: !178, file: !3, line: 75, type: !10)
!190 = !DILocation(line: 0, scope: !177, inlinedAt: !191)
!191 = distinct !DILocation(line: 124, scope: !192)
!192 = distinct !DILexicalBlock(scope: !174, file: !3, line: 124)
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !145)
!199 = distinct !DIAssignID()
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !160)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !170)
!204 = !DILocation(line: 0, scope: !115, inlinedAt: !205)
!205 = distinct !DILocation(line: 84, scope: !150)
!206 = !DILocation(line: 15, scope: !115, inlinedAt: !205)
!207 = !DILocation(line: 27, scope: !208, inlinedAt: !212)
!208 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QAE@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !209)
!209 = !{!210, !211}
!210 = !DILocalVariable(name: "x", arg: 2, scope: !208, file: !3, line: 27, type: !10)
!211 = !DILocalVariable(name: "this", arg: 1, scope: !208, type: !151, flags: DIFlagArtificial | DIFlagObjectPointer)
!212 = distinct !DILocation(line: 84, scope: !150)
!213 = !DILocation(line: 0, scope: !208, inlinedAt: !212)
!214 = !DILocation(line: 28, scope: !215, inlinedAt: !212)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 28)
!216 = distinct !DILexicalBlock(scope: !208, file: !3, line: 27)
!217 = !DILocation(line: 84, scope: !150)
!218 = !DILocation(line: 86, scope: !150)
!219 = !DILocation(line: 87, scope: !220)
!220 = distinct !DILexicalBlock(scope: !145, file: !3, line: 86)
!221 = !DILocation(line: 88, scope: !220)
!222 = !DILocation(line: 0, scope: !124, inlinedAt: !223)
!223 = distinct !DILocation(line: 93, scope: !154)
!224 = !DILocation(line: 16, scope: !124, inlinedAt: !223)
!225 = !DILocation(line: 93, scope: !154)
!226 = !DILocation(line: 23, scope: !227, inlinedAt: !230)
!227 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QAE@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !228)
!228 = !{!229}
!229 = !DILocalVariable(name: "this", arg: 1, scope: !227, type: !151, flags: DIFlagArtificial | DIFlagObjectPointer)
!230 = distinct !DILocation(line: 93, scope: !154)
!231 = !DILocation(line: 0, scope: !227, inlinedAt: !230)
!232 = !DILocation(line: 26, scope: !227, inlinedAt: !230)
!233 = !DILocation(line: 25, scope: !234, inlinedAt: !230)
!234 = distinct !DILexicalBlock(scope: !227, file: !3, line: 23)
!235 = !DILocation(line: 24, scope: !236, inlinedAt: !230)
!236 = distinct !DILexicalBlock(scope: !234, file: !3, line: 24)
!237 = !DILocalVariable(name: "this", arg: 1, scope: !238, type: !151, flags: DIFlagArtificial | DIFlagObjectPointer)
!238 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QAE@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !239)
!239 = !{!237}
!240 = !DILocation(line: 0, scope: !238, inlinedAt: !241)
!241 = distinct !DILocation(line: 93, scope: !154)
!242 = !DILocation(line: 31, scope: !243, inlinedAt: !241)
!243 = distinct !DILexicalBlock(scope: !238, file: !3, line: 31)
!244 = !DILocation(line: 95, scope: !154)
!245 = !DILocation(line: 96, scope: !246)
!246 = distinct !DILexicalBlock(scope: !145, file: !3, line: 95)
!247 = !DILocation(line: 97, scope: !246)
!248 = !DILocation(line: 107, scope: !145)
!249 = !DILocation(line: 54, scope: !250, inlinedAt: !255)
!250 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !251, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{null, !10}
!253 = !{!254}
!254 = !DILocalVariable(name: "x", arg: 1, scope: !250, file: !3, line: 54, type: !10)
!255 = distinct !DILocation(line: 45, scope: !256, inlinedAt: !267)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 44)
!257 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !258, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !265, retainedNodes: !261)
!258 = !DISubroutineType(types: !259)
!259 = !{!10, !260, !10}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 32)
!261 = !{!262, !263, !264}
!262 = !DILocalVariable(name: "arg", arg: 2, scope: !257, file: !3, line: 43, type: !10)
!263 = !DILocalVariable(name: "f", arg: 1, scope: !257, file: !3, line: 43, type: !260)
!264 = !DILocalVariable(name: "v", scope: !257, file: !3, line: 46, type: !10)
!265 = !{!266}
!266 = !DITemplateTypeParameter(name: "T", type: !10)
!267 = distinct !DILocation(line: 109, scope: !145)
!268 = !DILocation(line: 0, scope: !257, inlinedAt: !267)
!269 = !DILocation(line: 0, scope: !250, inlinedAt: !255)
!270 = !DILocation(line: 46, scope: !256, inlinedAt: !267)
!271 = !DILocation(line: 47, scope: !272, inlinedAt: !267)
!272 = distinct !DILexicalBlock(scope: !257, file: !3, line: 46)
!273 = !DILocation(line: 48, scope: !272, inlinedAt: !267)
!274 = !DILocation(line: 50, scope: !275, inlinedAt: !267)
!275 = distinct !DILexicalBlock(scope: !257, file: !3, line: 48)
!276 = !DILocation(line: 52, scope: !257, inlinedAt: !267)
!277 = !DILocation(line: 55, scope: !278, inlinedAt: !281)
!278 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !251, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !279)
!279 = !{!280}
!280 = !DILocalVariable(name: "x", arg: 1, scope: !278, file: !3, line: 55, type: !10)
!281 = distinct !DILocation(line: 45, scope: !282, inlinedAt: !290)
!282 = distinct !DILexicalBlock(scope: !283, file: !3, line: 44)
!283 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !258, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !288, retainedNodes: !284)
!284 = !{!285, !286, !287}
!285 = !DILocalVariable(name: "arg", arg: 2, scope: !283, file: !3, line: 43, type: !10)
!286 = !DILocalVariable(name: "f", arg: 1, scope: !283, file: !3, line: 43, type: !260)
!287 = !DILocalVariable(name: "v", scope: !283, file: !3, line: 46, type: !6)
!288 = !{!289}
!289 = !DITemplateTypeParameter(name: "T", type: !6)
!290 = distinct !DILocation(line: 109, scope: !145)
!291 = !DILocation(line: 0, scope: !283, inlinedAt: !290)
!292 = !DILocation(line: 0, scope: !278, inlinedAt: !281)
!293 = !DILocation(line: 46, scope: !282, inlinedAt: !290)
!294 = !DILocation(line: 47, scope: !295, inlinedAt: !290)
!295 = distinct !DILexicalBlock(scope: !283, file: !3, line: 46)
!296 = !DILocation(line: 48, scope: !295, inlinedAt: !290)
!297 = !DILocation(line: 50, scope: !298, inlinedAt: !290)
!298 = distinct !DILexicalBlock(scope: !283, file: !3, line: 48)
!299 = !DILocation(line: 52, scope: !283, inlinedAt: !290)
!300 = !DILocation(line: 54, scope: !250, inlinedAt: !301)
!301 = distinct !DILocation(line: 45, scope: !302, inlinedAt: !310)
!302 = distinct !DILexicalBlock(scope: !303, file: !3, line: 44)
!303 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !258, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !308, retainedNodes: !304)
!304 = !{!305, !306, !307}
!305 = !DILocalVariable(name: "arg", arg: 2, scope: !303, file: !3, line: 43, type: !10)
!306 = !DILocalVariable(name: "f", arg: 1, scope: !303, file: !3, line: 43, type: !260)
!307 = !DILocalVariable(name: "v", scope: !303, file: !3, line: 46, type: !5)
!308 = !{!309}
!309 = !DITemplateTypeParameter(name: "T", type: !5)
!310 = distinct !DILocation(line: 109, scope: !145)
!311 = !DILocation(line: 0, scope: !303, inlinedAt: !310)
!312 = !DILocation(line: 0, scope: !250, inlinedAt: !301)
!313 = !DILocation(line: 46, scope: !302, inlinedAt: !310)
!314 = !DILocation(line: 47, scope: !315, inlinedAt: !310)
!315 = distinct !DILexicalBlock(scope: !303, file: !3, line: 46)
!316 = !DILocation(line: 48, scope: !315, inlinedAt: !310)
!317 = !DILocation(line: 50, scope: !318, inlinedAt: !310)
!318 = distinct !DILexicalBlock(scope: !303, file: !3, line: 48)
!319 = !DILocation(line: 52, scope: !303, inlinedAt: !310)
!320 = !DILocation(line: 109, scope: !145)
!321 = !DILocation(line: 0, scope: !168)
!322 = !DILocation(line: 116, scope: !168)
!323 = !DILocation(line: 0, scope: !158)
!324 = !DILocation(line: 37, scope: !325, inlinedAt: !328)
!325 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !179, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !326)
!326 = !{!327}
!327 = !DILocalVariable(name: "x", arg: 1, scope: !325, file: !3, line: 36, type: !10)
!328 = distinct !DILocation(line: 102, scope: !329)
!329 = distinct !DILexicalBlock(scope: !160, file: !3, line: 101)
!330 = !DILocation(line: 0, scope: !325, inlinedAt: !328)
!331 = !DILocation(line: 37, scope: !332, inlinedAt: !328)
!332 = distinct !DILexicalBlock(scope: !325, file: !3, line: 37)
!333 = !DILocation(line: 103, scope: !329)
!334 = !DILocation(line: 104, scope: !335)
!335 = distinct !DILexicalBlock(scope: !160, file: !3, line: 103)
!336 = !DILocation(line: 105, scope: !335)
!337 = !DILocation(line: 100, scope: !161)
!338 = !DILocation(line: 100, scope: !158)
!339 = distinct !{!339, !338, !340, !341}
!340 = !DILocation(line: 106, scope: !158)
!341 = !{!"llvm.loop.mustprogress"}
!342 = !DILocation(line: 38, scope: !325, inlinedAt: !328)
!343 = !DILocation(line: 102, scope: !329)
!344 = !DILocation(line: 113, scope: !345, inlinedAt: !355)
!345 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z", scope: !163, file: !3, line: 112, type: !346, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !350, retainedNodes: !351)
!346 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !347)
!347 = !{null, !348, !10}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!349 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !163)
!350 = !DISubprogram(name: "operator()", scope: !163, file: !3, line: 112, type: !346, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!351 = !{!352, !353}
!352 = !DILocalVariable(name: "k", arg: 2, scope: !345, file: !3, line: 112, type: !10)
!353 = !DILocalVariable(name: "this", arg: 1, scope: !345, type: !354, flags: DIFlagArtificial | DIFlagObjectPointer)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 32)
!355 = distinct !DILocation(line: 118, scope: !356)
!356 = distinct !DILexicalBlock(scope: !170, file: !3, line: 117)
!357 = !DILocation(line: 0, scope: !345, inlinedAt: !355)
!358 = !DILocation(line: 113, scope: !359, inlinedAt: !355)
!359 = distinct !DILexicalBlock(scope: !345, file: !3, line: 113)
!360 = !DILocation(line: 0, scope: !208, inlinedAt: !361)
!361 = distinct !DILocation(line: 113, scope: !359, inlinedAt: !355)
!362 = !DILocation(line: 27, scope: !208, inlinedAt: !361)
!363 = !DILocation(line: 29, scope: !216, inlinedAt: !361)
!364 = !DILocation(line: 114, scope: !345, inlinedAt: !355)
!365 = !DILocation(line: 115, scope: !345, inlinedAt: !355)
!366 = !DILocation(line: 119, scope: !356)
!367 = !DILocation(line: 120, scope: !368)
!368 = distinct !DILexicalBlock(scope: !170, file: !3, line: 119)
!369 = !DILocation(line: 121, scope: !368)
!370 = !DILocation(line: 116, scope: !171)
!371 = distinct !{!371, !322, !372, !341}
!372 = !DILocation(line: 122, scope: !168)
!373 = !DILocation(line: 125, scope: !145)
!374 = !DILocation(line: 126, scope: !145)
!375 = !DILocation(line: 0, scope: !174)
!376 = !DILocation(line: 69, scope: !186, inlinedAt: !191)
!377 = !DILocation(line: 0, scope: !178, inlinedAt: !191)
!378 = !DILocation(line: 0, scope: !186, inlinedAt: !191)
!379 = !DILocation(line: 69, scope: !380, inlinedAt: !191)
!380 = distinct !DILexicalBlock(scope: !186, file: !3, line: 69)
!381 = !DILocalVariable(name: "this", arg: 1, scope: !382, type: !384, flags: DIFlagArtificial | DIFlagObjectPointer)
!382 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QAE@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !383)
!383 = !{!381}
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!385 = !DILocation(line: 0, scope: !382, inlinedAt: !386)
!386 = distinct !DILocation(line: 70, scope: !186, inlinedAt: !191)
!387 = !DILocation(line: 60, scope: !388, inlinedAt: !386)
!388 = distinct !DILexicalBlock(scope: !382, file: !3, line: 60)
!389 = !DILocation(line: 75, scope: !177, inlinedAt: !191)
!390 = !DILocation(line: 70, scope: !186, inlinedAt: !191)
!391 = !DILocation(line: 0, scope: !382, inlinedAt: !392)
!392 = distinct !DILocation(line: 70, scope: !186, inlinedAt: !191)
!393 = !DILocation(line: 60, scope: !388, inlinedAt: !392)
!394 = !DILocation(line: 0, scope: !188, inlinedAt: !191)
!395 = !DILocation(line: 72, scope: !188, inlinedAt: !191)
!396 = !DILocation(line: 72, scope: !397, inlinedAt: !191)
!397 = distinct !DILexicalBlock(scope: !188, file: !3, line: 72)
!398 = !DILocation(line: 0, scope: !382, inlinedAt: !399)
!399 = distinct !DILocation(line: 74, scope: !188, inlinedAt: !191)
!400 = !DILocation(line: 60, scope: !388, inlinedAt: !399)
!401 = !DILocation(line: 74, scope: !188, inlinedAt: !191)
!402 = !DILocation(line: 0, scope: !382, inlinedAt: !403)
!403 = distinct !DILocation(line: 74, scope: !188, inlinedAt: !191)
!404 = !DILocation(line: 60, scope: !388, inlinedAt: !403)
!405 = !DILocation(line: 0, scope: !382, inlinedAt: !406)
!406 = distinct !DILocation(line: 75, scope: !177, inlinedAt: !191)
!407 = !DILocation(line: 60, scope: !388, inlinedAt: !406)
!408 = !DILocation(line: 0, scope: !382, inlinedAt: !409)
!409 = distinct !DILocation(line: 75, scope: !177, inlinedAt: !191)
!410 = !DILocation(line: 60, scope: !388, inlinedAt: !409)
!411 = !DILocation(line: 76, scope: !412, inlinedAt: !191)
!412 = distinct !DILexicalBlock(scope: !178, file: !3, line: 75)
!413 = !DILocation(line: 77, scope: !412, inlinedAt: !191)
!414 = !DILocation(line: 79, scope: !178, inlinedAt: !191)
!415 = !DILocation(line: 0, scope: !382, inlinedAt: !416)
!416 = distinct !DILocation(line: 79, scope: !178, inlinedAt: !191)
!417 = !DILocation(line: 60, scope: !388, inlinedAt: !416)
!418 = !DILocation(line: 0, scope: !382, inlinedAt: !419)
!419 = distinct !DILocation(line: 79, scope: !178, inlinedAt: !191)
!420 = !DILocation(line: 60, scope: !388, inlinedAt: !419)
!421 = !DILocation(line: 124, scope: !192)
!422 = !DILocation(line: 124, scope: !174)
!423 = distinct !{!423, !422, !422, !341}
!424 = !DILocation(line: 0, scope: !238)
!425 = !DILocation(line: 31, scope: !243)
!426 = !DILocation(line: 31, scope: !238)
