; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.TypeDescriptor3 = type { ptr, ptr, [4 x i8] }
%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

$"??0Fragile@@QEAA@H@Z" = comdat any

$"??0Fragile@@QEAA@XZ" = comdat any

$"??1Fragile@@QEAA@XZ" = comdat any

$"??0Scope@@QEAA@PEBD@Z" = comdat any

$"??1Scope@@QEAA@XZ" = comdat any

$"??_R0PEAD@8" = comdat any

$"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = comdat any

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

$"_CT??_R0PEAD@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$_CTA2PEAD = comdat any

$_TIC2PEAD = comdat any

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

@allocs = internal global i32 0, align 4, !dbg !0
@frees = internal global i32 0, align 4, !dbg !78
@"?budget@Fragile@@2HA" = dso_local global i32 0, align 4, !dbg !34
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", comdat, align 8, !dbg !36
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 8, !dbg !41
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@dtors = internal global i32 0, align 4, !dbg !85
@ctors = internal global i32 0, align 4, !dbg !87
@"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = linkonce_odr dso_local unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", comdat, align 8, !dbg !46
@"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", comdat, align 8, !dbg !51
@"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", comdat, align 8, !dbg !53
@"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", comdat, align 8, !dbg !58
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", comdat, align 8, !dbg !63
@"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", comdat, align 8, !dbg !68
@"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", comdat, align 8, !dbg !73
@"??_C@_07HIAMJGNH@unlucky?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unlucky\00", comdat, align 8, !dbg !80
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAD@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAD to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0F@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".F\00" }, comdat
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0F@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 2, i32 0 }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0F@82" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1F to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0_J@8" = linkonce_odr global %rtti.TypeDescriptor3 { ptr @"??_7type_info@@6B@", ptr null, [4 x i8] c"._J\00" }, comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0_J@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0_J@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1_J to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUFragile@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUFragile@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUFragile@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Fragile@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUFragile@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 4, !dbg !89
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 4, !dbg !94
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 4, !dbg !99
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 8, !dbg !101
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 8, !dbg !103

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef %0) #0 !dbg !114 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !120, !DIExpression(), !121)
  %3 = load i32, ptr @allocs, align 4, !dbg !121
  %4 = add nsw i32 %3, 1, !dbg !121
  store i32 %4, ptr @allocs, align 4, !dbg !121
  %5 = load i64, ptr %2, align 8, !dbg !121
  %6 = call ptr @malloc(i64 noundef %5) #8, !dbg !121
  ret ptr %6, !dbg !121
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef %0) #0 !dbg !122 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !123, !DIExpression(), !124)
  %3 = load i32, ptr @allocs, align 4, !dbg !124
  %4 = add nsw i32 %3, 1, !dbg !124
  store i32 %4, ptr @allocs, align 4, !dbg !124
  %5 = load i64, ptr %2, align 8, !dbg !124
  %6 = call ptr @malloc(i64 noundef %5) #8, !dbg !124
  ret ptr %6, !dbg !124
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX@Z"(ptr noundef %0) #2 !dbg !125 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !128, !DIExpression(), !129)
  %3 = load ptr, ptr %2, align 8, !dbg !129
  %4 = icmp ne ptr %3, null, !dbg !129
  br i1 %4, label %5, label %8, !dbg !129

5:                                                ; preds = %1
  %6 = load i32, ptr @frees, align 4, !dbg !130
  %7 = add nsw i32 %6, 1, !dbg !130
  store i32 %7, ptr @frees, align 4, !dbg !130
  br label %8, !dbg !130

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 8, !dbg !129
  call void @free(ptr noundef %9), !dbg !129
  ret void, !dbg !129
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??_V@YAXPEAX@Z"(ptr noundef %0) #2 !dbg !132 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !133, !DIExpression(), !134)
  %3 = load ptr, ptr %2, align 8, !dbg !134
  %4 = icmp ne ptr %3, null, !dbg !134
  br i1 %4, label %5, label %8, !dbg !134

5:                                                ; preds = %1
  %6 = load i32, ptr @frees, align 4, !dbg !135
  %7 = add nsw i32 %6, 1, !dbg !135
  store i32 %7, ptr @frees, align 4, !dbg !135
  br label %8, !dbg !135

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 8, !dbg !134
  call void @free(ptr noundef %9), !dbg !134
  ret void, !dbg !134
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__CxxFrameHandler3 !dbg !137 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %class.anon, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !140, !DIExpression(), !143)
  %13 = invoke noalias noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef 4) #9
          to label %14 unwind label %21, !dbg !143, !heapallocsite !7

14:                                               ; preds = %0
  %15 = invoke noundef ptr @"??0Fragile@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %13, i32 noundef 13)
          to label %16 unwind label %58, !dbg !143

16:                                               ; preds = %14
  store ptr %13, ptr %2, align 8, !dbg !143
  %17 = load ptr, ptr %2, align 8, !dbg !144
  %18 = getelementptr inbounds %struct.Fragile, ptr %17, i32 0, i32 0, !dbg !144
  %19 = load i32, ptr %18, align 4, !dbg !144
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@", i32 noundef %19)
          to label %57 unwind label %21, !dbg !144

21:                                               ; preds = %16, %58, %0
  %22 = catchswitch within none [label %23] unwind to caller, !dbg !145

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"??_R0PEAD@8", i32 1, ptr %3], !dbg !145
    #dbg_declare(ptr %3, !146, !DIExpression(), !147)
  %25 = load i32, ptr @frees, align 4, !dbg !148
  %26 = load i32, ptr @allocs, align 4, !dbg !148
  %27 = load ptr, ptr %3, align 8, !dbg !148
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", ptr noundef %27, i32 noundef %26, i32 noundef %25) [ "funclet"(token %24) ], !dbg !148
  catchret from %24 to label %29, !dbg !150

29:                                               ; preds = %23
  br label %30, !dbg !150

30:                                               ; preds = %29, %57
  store i32 3, ptr @"?budget@Fragile@@2HA", align 4, !dbg !151
    #dbg_declare(ptr %4, !152, !DIExpression(), !154)
  %31 = invoke noalias noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef 28) #9
          to label %32 unwind label %70, !dbg !154, !heapallocsite !7

32:                                               ; preds = %30
  store i64 5, ptr %31, align 8, !dbg !154
  %33 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !154
  %34 = getelementptr inbounds %struct.Fragile, ptr %33, i64 5, !dbg !154
  br label %35, !dbg !154

35:                                               ; preds = %38, %32
  %36 = phi ptr [ %33, %32 ], [ %39, %38 ], !dbg !154
  %37 = invoke noundef ptr @"??0Fragile@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %36)
          to label %38 unwind label %60, !dbg !154

38:                                               ; preds = %35
  %39 = getelementptr inbounds %struct.Fragile, ptr %36, i64 1, !dbg !154
  %40 = icmp eq ptr %39, %34, !dbg !154
  br i1 %40, label %41, label %35, !dbg !154

41:                                               ; preds = %38
  store ptr %33, ptr %4, align 8, !dbg !154
  %42 = load ptr, ptr %4, align 8, !dbg !155
  %43 = icmp eq ptr %42, null, !dbg !155
  br i1 %43, label %56, label %44, !dbg !155

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i64 -8, !dbg !155
  %46 = load i64, ptr %45, align 4, !dbg !155
  %47 = getelementptr inbounds %struct.Fragile, ptr %42, i64 %46, !dbg !155
  %48 = icmp eq ptr %42, %47, !dbg !155
  br i1 %48, label %53, label %49, !dbg !155

49:                                               ; preds = %49, %44
  %50 = phi ptr [ %47, %44 ], [ %51, %49 ], !dbg !155
  %51 = getelementptr inbounds %struct.Fragile, ptr %50, i64 -1, !dbg !155
  call void @"??1Fragile@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %51) #10, !dbg !155
  %52 = icmp eq ptr %51, %42, !dbg !155
  br i1 %52, label %53, label %49, !dbg !155

53:                                               ; preds = %49, %44
  %54 = mul i64 4, %46, !dbg !155
  %55 = add i64 %54, 8, !dbg !155
  call void @"??_V@YAXPEAX_K@Z"(ptr noundef %45, i64 noundef %55) #11, !dbg !155
  br label %56, !dbg !155

56:                                               ; preds = %53, %41
  br label %80, !dbg !156

57:                                               ; preds = %16
  br label %30, !dbg !145

58:                                               ; preds = %14
  %59 = cleanuppad within none [], !dbg !143
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %13, i64 noundef 4) #11 [ "funclet"(token %59) ], !dbg !143
  cleanupret from %59 unwind label %21, !dbg !143

60:                                               ; preds = %35
  %61 = cleanuppad within none [], !dbg !154
  %62 = icmp eq ptr %33, %36, !dbg !154
  br i1 %62, label %67, label %63, !dbg !154

63:                                               ; preds = %63, %60
  %64 = phi ptr [ %36, %60 ], [ %65, %63 ], !dbg !154
  %65 = getelementptr inbounds %struct.Fragile, ptr %64, i64 -1, !dbg !154
  call void @"??1Fragile@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %65) #10 [ "funclet"(token %61) ], !dbg !154
  %66 = icmp eq ptr %65, %33, !dbg !154
  br i1 %66, label %67, label %63, !dbg !154

67:                                               ; preds = %63, %60
  cleanupret from %61 unwind label %68, !dbg !154

68:                                               ; preds = %67
  %69 = cleanuppad within none [], !dbg !154
  call void @"??_V@YAXPEAX_K@Z"(ptr noundef %31, i64 noundef 28) #11 [ "funclet"(token %69) ], !dbg !154
  cleanupret from %69 unwind label %70, !dbg !154

70:                                               ; preds = %68, %30
  %71 = catchswitch within none [label %72] unwind to caller, !dbg !156

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0H@8", i32 0, ptr %5], !dbg !156
    #dbg_declare(ptr %5, !157, !DIExpression(), !158)
  %74 = load i32, ptr @frees, align 4, !dbg !159
  %75 = load i32, ptr @dtors, align 4, !dbg !159
  %76 = load i32, ptr @ctors, align 4, !dbg !159
  %77 = load i32, ptr %5, align 4, !dbg !159
  %78 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 noundef %77, i32 noundef %76, i32 noundef %75, i32 noundef %74) [ "funclet"(token %73) ], !dbg !159
  catchret from %73 to label %79, !dbg !161

79:                                               ; preds = %72
  br label %80, !dbg !161

80:                                               ; preds = %79, %56
    #dbg_declare(ptr %6, !162, !DIExpression(), !163)
  store i32 0, ptr %6, align 4, !dbg !163
    #dbg_declare(ptr %7, !164, !DIExpression(), !166)
  store i32 0, ptr %7, align 4, !dbg !166
  br label %81, !dbg !166

81:                                               ; preds = %95, %80
  %82 = load i32, ptr %7, align 4, !dbg !166
  %83 = icmp slt i32 %82, 5, !dbg !166
  br i1 %83, label %84, label %101, !dbg !166

84:                                               ; preds = %81
  %85 = load i32, ptr %7, align 4, !dbg !167
  %86 = invoke noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %85)
          to label %98 unwind label %87, !dbg !167

87:                                               ; preds = %84
  %88 = catchswitch within none [label %89] unwind to caller, !dbg !171

89:                                               ; preds = %87
  %90 = catchpad within %88 [ptr @"??_R0H@8", i32 0, ptr %8], !dbg !171
    #dbg_declare(ptr %8, !172, !DIExpression(), !173)
  %91 = load i32, ptr %8, align 4, !dbg !174
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 noundef %91) [ "funclet"(token %90) ], !dbg !174
  catchret from %90 to label %93, !dbg !176

93:                                               ; preds = %89
  br label %94, !dbg !176

94:                                               ; preds = %93, %98
  br label %95, !dbg !177

95:                                               ; preds = %94
  %96 = load i32, ptr %7, align 4, !dbg !178
  %97 = add nsw i32 %96, 1, !dbg !178
  store i32 %97, ptr %7, align 4, !dbg !178
  br label %81, !dbg !178, !llvm.loop !179

98:                                               ; preds = %84
  %99 = load i32, ptr %6, align 4, !dbg !167
  %100 = add nsw i32 %99, %86, !dbg !167
  store i32 %100, ptr %6, align 4, !dbg !167
  br label %94, !dbg !171

101:                                              ; preds = %81
  %102 = call noundef i32 @"?never@@YAHH@Z"(i32 noundef 1) #10, !dbg !182
  %103 = call noundef i32 @"?nothing@@YAHH@Z"(i32 noundef 1) #10, !dbg !182
  %104 = load i32, ptr %6, align 4, !dbg !182
  %105 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 noundef %104, i32 noundef %103, i32 noundef %102), !dbg !182
  %106 = call noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_short@@YAXH@Z", i32 noundef 1), !dbg !183
  %107 = call noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_long@@YAXH@Z", i32 noundef 3), !dbg !183
  %108 = call noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_short@@YAXH@Z", i32 noundef 7), !dbg !183
  %109 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 noundef %108, i32 noundef %107, i32 noundef %106), !dbg !183
    #dbg_declare(ptr %9, !184, !DIExpression(), !189)
  %110 = getelementptr inbounds %class.anon, ptr %9, i32 0, i32 0, !dbg !189
  store ptr %6, ptr %110, align 8, !dbg !189
    #dbg_declare(ptr %10, !190, !DIExpression(), !192)
  store i32 0, ptr %10, align 4, !dbg !192
  br label %111, !dbg !192

111:                                              ; preds = %126, %101
  %112 = load i32, ptr %10, align 4, !dbg !192
  %113 = icmp slt i32 %112, 4, !dbg !192
  br i1 %113, label %114, label %130, !dbg !192

114:                                              ; preds = %111
  %115 = load i32, ptr %10, align 4, !dbg !193
  invoke void @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %9, i32 noundef %115)
          to label %129 unwind label %116, !dbg !193

116:                                              ; preds = %114
  %117 = catchswitch within none [label %118] unwind to caller, !dbg !197

118:                                              ; preds = %116
  %119 = catchpad within %117 [ptr @"??_R0?AUFragile@@@8", i32 8, ptr %11], !dbg !197
    #dbg_declare(ptr %11, !198, !DIExpression(), !200)
  %120 = load ptr, ptr %11, align 8, !dbg !201
  %121 = getelementptr inbounds %struct.Fragile, ptr %120, i32 0, i32 0, !dbg !201
  %122 = load i32, ptr %121, align 4, !dbg !201
  %123 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 noundef %122) [ "funclet"(token %119) ], !dbg !201
  catchret from %119 to label %124, !dbg !203

124:                                              ; preds = %118
  br label %125, !dbg !203

125:                                              ; preds = %124, %129
  br label %126, !dbg !204

126:                                              ; preds = %125
  %127 = load i32, ptr %10, align 4, !dbg !205
  %128 = add nsw i32 %127, 1, !dbg !205
  store i32 %128, ptr %10, align 4, !dbg !205
  br label %111, !dbg !205, !llvm.loop !206

129:                                              ; preds = %114
  br label %125, !dbg !197

130:                                              ; preds = %111
    #dbg_declare(ptr %12, !208, !DIExpression(), !210)
  store i32 0, ptr %12, align 4, !dbg !210
  br label %131, !dbg !210

131:                                              ; preds = %139, %130
  %132 = load i32, ptr %12, align 4, !dbg !210
  %133 = icmp slt i32 %132, 3, !dbg !210
  br i1 %133, label %134, label %142, !dbg !210

134:                                              ; preds = %131
  %135 = load i32, ptr %12, align 4, !dbg !211
  %136 = call noundef i32 @"?layered@@YAHH@Z"(i32 noundef %135), !dbg !211
  %137 = load i32, ptr %12, align 4, !dbg !211
  %138 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %137, i32 noundef %136), !dbg !211
  br label %139, !dbg !211

139:                                              ; preds = %134
  %140 = load i32, ptr %12, align 4, !dbg !211
  %141 = add nsw i32 %140, 1, !dbg !211
  store i32 %141, ptr %12, align 4, !dbg !211
  br label %131, !dbg !211, !llvm.loop !213

142:                                              ; preds = %131
  %143 = load i32, ptr %6, align 4, !dbg !214
  %144 = load i32, ptr @dtors, align 4, !dbg !214
  %145 = load i32, ptr @ctors, align 4, !dbg !214
  %146 = load i32, ptr @frees, align 4, !dbg !214
  %147 = load i32, ptr @allocs, align 4, !dbg !214
  %148 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 noundef %147, i32 noundef %146, i32 noundef %145, i32 noundef %144, i32 noundef %143), !dbg !214
  ret i32 0, !dbg !215
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Fragile@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat !dbg !216 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !217, !DIExpression(), !218)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !219, !DIExpression(), !220)
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Fragile, ptr %6, i32 0, i32 0, !dbg !218
  %8 = load i32, ptr %3, align 4, !dbg !218
  store i32 %8, ptr %7, align 4, !dbg !218
  %9 = load i32, ptr %3, align 4, !dbg !221
  %10 = icmp eq i32 %9, 13, !dbg !221
  br i1 %10, label %11, label %12, !dbg !221

11:                                               ; preds = %2
  store ptr @"??_C@_07HIAMJGNH@unlucky?$AA@", ptr %5, align 8, !dbg !223
  call void @_CxxThrowException(ptr %5, ptr @_TIC2PEAD) #12, !dbg !223
  unreachable, !dbg !223

12:                                               ; preds = %2
  %13 = load i32, ptr @ctors, align 4, !dbg !225
  %14 = add nsw i32 %13, 1, !dbg !225
  store i32 %14, ptr @ctors, align 4, !dbg !225
  ret ptr %6, !dbg !226
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #6

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Fragile@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat !dbg !227 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !228, !DIExpression(), !229)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.Fragile, ptr %4, i32 0, i32 0, !dbg !230
  %6 = load i32, ptr @"?budget@Fragile@@2HA", align 4, !dbg !230
  store i32 %6, ptr %5, align 4, !dbg !230
  %7 = load i32, ptr @"?budget@Fragile@@2HA", align 4, !dbg !231
  %8 = add nsw i32 %7, -1, !dbg !231
  store i32 %8, ptr @"?budget@Fragile@@2HA", align 4, !dbg !231
  %9 = icmp slt i32 %8, 0, !dbg !231
  br i1 %9, label %10, label %12, !dbg !231

10:                                               ; preds = %1
  %11 = load i32, ptr @"?budget@Fragile@@2HA", align 4, !dbg !233
  store i32 %11, ptr %3, align 4, !dbg !233
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #12, !dbg !233
  unreachable, !dbg !233

12:                                               ; preds = %1
  %13 = load i32, ptr @ctors, align 4, !dbg !235
  %14 = add nsw i32 %13, 1, !dbg !235
  store i32 %14, ptr @ctors, align 4, !dbg !235
  ret ptr %4, !dbg !236
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Fragile@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat !dbg !237 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !238, !DIExpression(), !239)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @dtors, align 4, !dbg !240
  %5 = add nsw i32 %4, 1, !dbg !240
  store i32 %5, ptr @dtors, align 4, !dbg !240
  ret void, !dbg !242
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %0) #5 !dbg !243 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !246, !DIExpression(), !247)
  %4 = load i32, ptr %2, align 4, !dbg !248
  %5 = icmp sgt i32 %4, 2, !dbg !248
  br i1 %5, label %6, label %9, !dbg !248

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !249
  %8 = mul nsw i32 %7, 2, !dbg !249
  store i32 %8, ptr %3, align 4, !dbg !249
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #12, !dbg !249
  unreachable, !dbg !249

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4, !dbg !251
  ret i32 %10, !dbg !251
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?never@@YAHH@Z"(i32 noundef %0) #7 !dbg !252 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !253, !DIExpression(), !254)
  %3 = load i32, ptr %2, align 4, !dbg !254
  %4 = sub nsw i32 %3, 1, !dbg !254
  ret i32 %4, !dbg !254
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?nothing@@YAHH@Z"(i32 noundef %0) #7 !dbg !255 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !256, !DIExpression(), !257)
  %3 = load i32, ptr %2, align 4, !dbg !257
  %4 = add nsw i32 %3, 1, !dbg !257
  ret i32 %4, !dbg !257
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 !dbg !258 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !266, !DIExpression(), !267)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !268, !DIExpression(), !267)
  %7 = load ptr, ptr %5, align 8, !dbg !269
  %8 = load i32, ptr %4, align 4, !dbg !269
  invoke void %7(i32 noundef %8)
          to label %16 unwind label %9, !dbg !269

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %14] unwind to caller, !dbg !271

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0H@8", i32 0, ptr %6], !dbg !271
    #dbg_declare(ptr %6, !272, !DIExpression(), !273)
  %13 = load i32, ptr %6, align 4, !dbg !274
  store i32 %13, ptr %3, align 4, !dbg !274
  catchret from %12 to label %18, !dbg !276

14:                                               ; preds = %9
  %15 = catchpad within %10 [ptr null, i32 64, ptr null], !dbg !271
  store i32 -1, ptr %3, align 4, !dbg !277
  catchret from %15 to label %17, !dbg !279

16:                                               ; preds = %2
  br label %19, !dbg !271

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %11
  br label %20

19:                                               ; preds = %16
  store i32 0, ptr %3, align 4, !dbg !280
  br label %20, !dbg !280

20:                                               ; preds = %19, %18, %17
  %21 = load i32, ptr %3, align 4, !dbg !281
  ret i32 %21, !dbg !281
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_short@@YAXH@Z"(i32 noundef %0) #5 !dbg !282 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !283, !DIExpression(), !284)
  %4 = load i32, ptr %2, align 4, !dbg !284
  %5 = trunc i32 %4 to i16, !dbg !284
  store i16 %5, ptr %3, align 2, !dbg !284
  call void @_CxxThrowException(ptr %3, ptr @_TI1F) #12, !dbg !284
  unreachable, !dbg !284
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 !dbg !285 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !288, !DIExpression(), !289)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !290, !DIExpression(), !289)
  %7 = load ptr, ptr %5, align 8, !dbg !291
  %8 = load i32, ptr %4, align 4, !dbg !291
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9, !dbg !291

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller, !dbg !293

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0_J@8", i32 0, ptr %6], !dbg !293
    #dbg_declare(ptr %6, !294, !DIExpression(), !295)
  %13 = load i64, ptr %6, align 8, !dbg !296
  %14 = trunc i64 %13 to i32, !dbg !296
  store i32 %14, ptr %3, align 4, !dbg !296
  catchret from %12 to label %19, !dbg !298

15:                                               ; preds = %9
  %16 = catchpad within %10 [ptr null, i32 64, ptr null], !dbg !293
  store i32 -1, ptr %3, align 4, !dbg !299
  catchret from %16 to label %18, !dbg !301

17:                                               ; preds = %2
  br label %20, !dbg !293

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, ptr %3, align 4, !dbg !302
  br label %21, !dbg !302

21:                                               ; preds = %20, %19, %18
  %22 = load i32, ptr %3, align 4, !dbg !303
  ret i32 %22, !dbg !303
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_long@@YAXH@Z"(i32 noundef %0) #5 !dbg !304 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !305, !DIExpression(), !306)
  %4 = load i32, ptr %2, align 4, !dbg !306
  %5 = sext i32 %4 to i64, !dbg !306
  %6 = mul nsw i64 %5, 1000, !dbg !306
  store i64 %6, ptr %3, align 8, !dbg !306
  call void @_CxxThrowException(ptr %3, ptr @_TI1_J) #12, !dbg !306
  unreachable, !dbg !306
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 !dbg !307 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !310, !DIExpression(), !311)
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !312, !DIExpression(), !311)
  %7 = load ptr, ptr %5, align 8, !dbg !313
  %8 = load i32, ptr %4, align 4, !dbg !313
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9, !dbg !313

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller, !dbg !315

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0F@8", i32 0, ptr %6], !dbg !315
    #dbg_declare(ptr %6, !316, !DIExpression(), !317)
  %13 = load i16, ptr %6, align 2, !dbg !318
  %14 = sext i16 %13 to i32, !dbg !318
  store i32 %14, ptr %3, align 4, !dbg !318
  catchret from %12 to label %19, !dbg !320

15:                                               ; preds = %9
  %16 = catchpad within %10 [ptr null, i32 64, ptr null], !dbg !315
  store i32 -1, ptr %3, align 4, !dbg !321
  catchret from %16 to label %18, !dbg !323

17:                                               ; preds = %2
  br label %20, !dbg !315

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, ptr %3, align 4, !dbg !324
  br label %21, !dbg !324

21:                                               ; preds = %20, %19, %18
  %22 = load i32, ptr %3, align 4, !dbg !325
  ret i32 %22, !dbg !325
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #5 !dbg !326 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Fragile, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !332, !DIExpression(), !333)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !334, !DIExpression(), !336)
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %3, align 4, !dbg !337
  %8 = and i32 %7, 1, !dbg !337
  %9 = icmp ne i32 %8, 0, !dbg !337
  br i1 %9, label %10, label %14, !dbg !337

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4, !dbg !338
  %12 = mul nsw i32 %11, 3, !dbg !338
  %13 = call noundef ptr @"??0Fragile@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %12), !dbg !338
  call void @_CxxThrowException(ptr %5, ptr @"_TI1?AUFragile@@") #12, !dbg !338
  unreachable, !dbg !338

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4, !dbg !340
  %16 = getelementptr inbounds %class.anon, ptr %6, i32 0, i32 0, !dbg !340
  %17 = load ptr, ptr %16, align 8, !dbg !340
  %18 = load i32, ptr %17, align 4, !dbg !340
  %19 = add nsw i32 %18, %15, !dbg !340
  store i32 %19, ptr %17, align 4, !dbg !340
  ret void, !dbg !341
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?layered@@YAHH@Z"(i32 noundef %0) #5 personality ptr @__CxxFrameHandler3 !dbg !342 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca %struct.Scope, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Scope, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !343, !DIExpression(), !344)
    #dbg_declare(ptr %4, !345, !DIExpression(), !346)
  %13 = call noundef ptr @"??0Scope@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@"), !dbg !346
    #dbg_declare(ptr %5, !347, !DIExpression(), !349)
  %14 = invoke noundef ptr @"??0Scope@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef @"??_C@_06CGLIEPEJ@middle?$AA@")
          to label %15 unwind label %47, !dbg !349

15:                                               ; preds = %1
    #dbg_declare(ptr %6, !350, !DIExpression(), !352)
  %16 = invoke noundef ptr @"??0Scope@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef @"??_C@_05MPCIFLGN@inner?$AA@")
          to label %17 unwind label %25, !dbg !352

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4, !dbg !353
  %19 = icmp sgt i32 %18, 0, !dbg !353
  br i1 %19, label %20, label %22, !dbg !353

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4, !dbg !354
  store i32 %21, ptr %7, align 4, !dbg !354
  invoke void @_CxxThrowException(ptr %7, ptr @_TI1H) #12
          to label %59 unwind label %23, !dbg !354

22:                                               ; preds = %17
  call void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %6) #10, !dbg !356
  br label %41, !dbg !356

23:                                               ; preds = %20
  %24 = cleanuppad within none [], !dbg !356
  call void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %6) #10 [ "funclet"(token %24) ], !dbg !356
  cleanupret from %24 unwind label %25, !dbg !356

25:                                               ; preds = %23, %15
  %26 = catchswitch within none [label %27] unwind label %45, !dbg !356

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0H@8", i32 0, ptr %8], !dbg !356
    #dbg_declare(ptr %8, !357, !DIExpression(), !358)
    #dbg_declare(ptr %9, !359, !DIExpression(), !361)
  %29 = invoke noundef ptr @"??0Scope@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %28) ]
          to label %30 unwind label %45, !dbg !361

30:                                               ; preds = %27
  %31 = load i32, ptr %8, align 4, !dbg !362
  %32 = icmp sgt i32 %31, 1, !dbg !362
  br i1 %32, label %33, label %36, !dbg !362

33:                                               ; preds = %30
  %34 = load i32, ptr %8, align 4, !dbg !363
  %35 = add nsw i32 %34, 10, !dbg !363
  store i32 %35, ptr %10, align 4, !dbg !363
  invoke void @_CxxThrowException(ptr %10, ptr @_TI1H) #12 [ "funclet"(token %28) ]
          to label %59 unwind label %38, !dbg !363

36:                                               ; preds = %30
  %37 = load i32, ptr %8, align 4, !dbg !365
  store i32 %37, ptr %2, align 4, !dbg !365
  store i32 1, ptr %11, align 4
  call void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %9) #10 [ "funclet"(token %28) ], !dbg !366
  catchret from %28 to label %40, !dbg !366

38:                                               ; preds = %33
  %39 = cleanuppad within %28 [], !dbg !366
  call void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %9) #10 [ "funclet"(token %39) ], !dbg !366
  cleanupret from %39 unwind label %45, !dbg !366

40:                                               ; preds = %36
  br label %42

41:                                               ; preds = %22
  store i32 0, ptr %11, align 4, !dbg !367
  br label %42, !dbg !367

42:                                               ; preds = %41, %40
  call void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %5) #10, !dbg !367
  %43 = load i32, ptr %11, align 4
  switch i32 %43, label %55 [
    i32 0, label %44
  ]

44:                                               ; preds = %42
  br label %54, !dbg !367

45:                                               ; preds = %38, %27, %25
  %46 = cleanuppad within none [], !dbg !367
  call void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %5) #10 [ "funclet"(token %46) ], !dbg !367
  cleanupret from %46 unwind label %47, !dbg !367

47:                                               ; preds = %45, %1
  %48 = catchswitch within none [label %49] unwind label %57, !dbg !367

49:                                               ; preds = %47
  %50 = catchpad within %48 [ptr @"??_R0H@8", i32 0, ptr %12], !dbg !367
    #dbg_declare(ptr %12, !368, !DIExpression(), !369)
  %51 = load i32, ptr %12, align 4, !dbg !370
  %52 = mul nsw i32 %51, 100, !dbg !370
  store i32 %52, ptr %2, align 4, !dbg !370
  store i32 1, ptr %11, align 4
  catchret from %50 to label %53, !dbg !372

53:                                               ; preds = %49
  br label %55

54:                                               ; preds = %44
  store i32 0, ptr %2, align 4, !dbg !373
  store i32 1, ptr %11, align 4
  br label %55, !dbg !373

55:                                               ; preds = %54, %53, %42
  call void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %4) #10, !dbg !374
  %56 = load i32, ptr %2, align 4, !dbg !374
  ret i32 %56, !dbg !374

57:                                               ; preds = %47
  %58 = cleanuppad within none [], !dbg !374
  call void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %4) #10 [ "funclet"(token %58) ], !dbg !374
  cleanupret from %58 unwind to caller, !dbg !374

59:                                               ; preds = %33, %20
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Scope@@QEAA@PEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #7 comdat !dbg !375 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !376, !DIExpression(), !377)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !378, !DIExpression(), !380)
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0, !dbg !377
  %7 = load ptr, ptr %3, align 8, !dbg !377
  store ptr %7, ptr %6, align 8, !dbg !377
  ret ptr %5, !dbg !377
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Scope@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat personality ptr @__CxxFrameHandler3 !dbg !381 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !382, !DIExpression(), !383)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0, !dbg !384
  %5 = load ptr, ptr %4, align 8, !dbg !384
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef %5)
          to label %7 unwind label %8, !dbg !384

7:                                                ; preds = %1
  ret void, !dbg !386

8:                                                ; preds = %1
  %9 = cleanuppad within none [], !dbg !384
  call void @__std_terminate() #13 [ "funclet"(token %9) ], !dbg !384
  unreachable, !dbg !384
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { allocsize(0) }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112}
!llvm.ident = !{!113}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !8, identifier: ".?AUFragile@@")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !21, identifier: ".?AUScope@@")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DISubroutineType(types: !32)
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
!108 = !{i32 2, !"CodeView", i32 1}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 2}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"uwtable", i32 2}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPEAX_K@Z", scope: !3, file: !3, line: 15, type: !115, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !119)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!118 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!119 = !{}
!120 = !DILocalVariable(name: "n", arg: 1, scope: !114, file: !3, line: 15, type: !118)
!121 = !DILocation(line: 15, scope: !114)
!122 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPEAX_K@Z", scope: !3, file: !3, line: 16, type: !115, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !119)
!123 = !DILocalVariable(name: "n", arg: 1, scope: !122, file: !3, line: 16, type: !118)
!124 = !DILocation(line: 16, scope: !122)
!125 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPEAX@Z", scope: !3, file: !3, line: 17, type: !126, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !119)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !117}
!128 = !DILocalVariable(name: "p", arg: 1, scope: !125, file: !3, line: 17, type: !117)
!129 = !DILocation(line: 17, scope: !125)
!130 = !DILocation(line: 17, scope: !131)
!131 = distinct !DILexicalBlock(scope: !125, file: !3, line: 17)
!132 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPEAX@Z", scope: !3, file: !3, line: 18, type: !126, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !119)
!133 = !DILocalVariable(name: "p", arg: 1, scope: !132, file: !3, line: 18, type: !117)
!134 = !DILocation(line: 18, scope: !132)
!135 = !DILocation(line: 18, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !3, line: 18)
!137 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !138, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !119)
!138 = !DISubroutineType(types: !139)
!139 = !{!10}
!140 = !DILocalVariable(name: "f", scope: !141, file: !3, line: 84, type: !142)
!141 = distinct !DILexicalBlock(scope: !137, file: !3, line: 83)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!143 = !DILocation(line: 84, scope: !141)
!144 = !DILocation(line: 85, scope: !141)
!145 = !DILocation(line: 86, scope: !141)
!146 = !DILocalVariable(name: "msg", scope: !137, file: !3, line: 86, type: !23)
!147 = !DILocation(line: 86, scope: !137)
!148 = !DILocation(line: 87, scope: !149)
!149 = distinct !DILexicalBlock(scope: !137, file: !3, line: 86)
!150 = !DILocation(line: 88, scope: !149)
!151 = !DILocation(line: 91, scope: !137)
!152 = !DILocalVariable(name: "arr", scope: !153, file: !3, line: 93, type: !142)
!153 = distinct !DILexicalBlock(scope: !137, file: !3, line: 92)
!154 = !DILocation(line: 93, scope: !153)
!155 = !DILocation(line: 94, scope: !153)
!156 = !DILocation(line: 95, scope: !153)
!157 = !DILocalVariable(name: "b", scope: !137, file: !3, line: 95, type: !10)
!158 = !DILocation(line: 95, scope: !137)
!159 = !DILocation(line: 96, scope: !160)
!160 = distinct !DILexicalBlock(scope: !137, file: !3, line: 95)
!161 = !DILocation(line: 97, scope: !160)
!162 = !DILocalVariable(name: "ok", scope: !137, file: !3, line: 99, type: !10)
!163 = !DILocation(line: 99, scope: !137)
!164 = !DILocalVariable(name: "i", scope: !165, file: !3, line: 100, type: !10)
!165 = distinct !DILexicalBlock(scope: !137, file: !3, line: 100)
!166 = !DILocation(line: 100, scope: !165)
!167 = !DILocation(line: 102, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 101)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 100)
!170 = distinct !DILexicalBlock(scope: !165, file: !3, line: 100)
!171 = !DILocation(line: 103, scope: !168)
!172 = !DILocalVariable(name: "e", scope: !169, file: !3, line: 103, type: !10)
!173 = !DILocation(line: 103, scope: !169)
!174 = !DILocation(line: 104, scope: !175)
!175 = distinct !DILexicalBlock(scope: !169, file: !3, line: 103)
!176 = !DILocation(line: 105, scope: !175)
!177 = !DILocation(line: 106, scope: !169)
!178 = !DILocation(line: 100, scope: !170)
!179 = distinct !{!179, !166, !180, !181}
!180 = !DILocation(line: 106, scope: !165)
!181 = !{!"llvm.loop.mustprogress"}
!182 = !DILocation(line: 107, scope: !137)
!183 = !DILocation(line: 109, scope: !137)
!184 = !DILocalVariable(name: "thrower", scope: !137, file: !3, line: 112, type: !185)
!185 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !137, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !186, identifier: ".?AV<lambda_0>@?0??main@@9@")
!186 = !{!187}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !185, file: !3, line: 112, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!189 = !DILocation(line: 112, scope: !137)
!190 = !DILocalVariable(name: "k", scope: !191, file: !3, line: 116, type: !10)
!191 = distinct !DILexicalBlock(scope: !137, file: !3, line: 116)
!192 = !DILocation(line: 116, scope: !191)
!193 = !DILocation(line: 118, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 117)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 116)
!196 = distinct !DILexicalBlock(scope: !191, file: !3, line: 116)
!197 = !DILocation(line: 119, scope: !194)
!198 = !DILocalVariable(name: "f", scope: !195, file: !3, line: 119, type: !199)
!199 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!200 = !DILocation(line: 119, scope: !195)
!201 = !DILocation(line: 120, scope: !202)
!202 = distinct !DILexicalBlock(scope: !195, file: !3, line: 119)
!203 = !DILocation(line: 121, scope: !202)
!204 = !DILocation(line: 122, scope: !195)
!205 = !DILocation(line: 116, scope: !196)
!206 = distinct !{!206, !192, !207, !181}
!207 = !DILocation(line: 122, scope: !191)
!208 = !DILocalVariable(name: "d", scope: !209, file: !3, line: 124, type: !10)
!209 = distinct !DILexicalBlock(scope: !137, file: !3, line: 124)
!210 = !DILocation(line: 124, scope: !209)
!211 = !DILocation(line: 124, scope: !212)
!212 = distinct !DILexicalBlock(scope: !209, file: !3, line: 124)
!213 = distinct !{!213, !210, !210, !181}
!214 = !DILocation(line: 125, scope: !137)
!215 = !DILocation(line: 126, scope: !137)
!216 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !119)
!217 = !DILocalVariable(name: "x", arg: 2, scope: !216, file: !3, line: 27, type: !10)
!218 = !DILocation(line: 27, scope: !216)
!219 = !DILocalVariable(name: "this", arg: 1, scope: !216, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!220 = !DILocation(line: 0, scope: !216)
!221 = !DILocation(line: 28, scope: !222)
!222 = distinct !DILexicalBlock(scope: !216, file: !3, line: 27)
!223 = !DILocation(line: 28, scope: !224)
!224 = distinct !DILexicalBlock(scope: !222, file: !3, line: 28)
!225 = !DILocation(line: 29, scope: !222)
!226 = !DILocation(line: 30, scope: !216)
!227 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QEAA@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !119)
!228 = !DILocalVariable(name: "this", arg: 1, scope: !227, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!229 = !DILocation(line: 0, scope: !227)
!230 = !DILocation(line: 23, scope: !227)
!231 = !DILocation(line: 24, scope: !232)
!232 = distinct !DILexicalBlock(scope: !227, file: !3, line: 23)
!233 = !DILocation(line: 24, scope: !234)
!234 = distinct !DILexicalBlock(scope: !232, file: !3, line: 24)
!235 = !DILocation(line: 25, scope: !232)
!236 = !DILocation(line: 26, scope: !227)
!237 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QEAA@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !119)
!238 = !DILocalVariable(name: "this", arg: 1, scope: !237, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!239 = !DILocation(line: 0, scope: !237)
!240 = !DILocation(line: 31, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !3, line: 31)
!242 = !DILocation(line: 31, scope: !237)
!243 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !244, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !119)
!244 = !DISubroutineType(types: !245)
!245 = !{!10, !10}
!246 = !DILocalVariable(name: "x", arg: 1, scope: !243, file: !3, line: 36, type: !10)
!247 = !DILocation(line: 36, scope: !243)
!248 = !DILocation(line: 37, scope: !243)
!249 = !DILocation(line: 37, scope: !250)
!250 = distinct !DILexicalBlock(scope: !243, file: !3, line: 37)
!251 = !DILocation(line: 38, scope: !243)
!252 = distinct !DISubprogram(name: "never", linkageName: "?never@@YAHH@Z", scope: !3, file: !3, line: 41, type: !244, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !119)
!253 = !DILocalVariable(name: "x", arg: 1, scope: !252, file: !3, line: 41, type: !10)
!254 = !DILocation(line: 41, scope: !252)
!255 = distinct !DISubprogram(name: "nothing", linkageName: "?nothing@@YAHH@Z", scope: !3, file: !3, line: 40, type: !244, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !119)
!256 = !DILocalVariable(name: "x", arg: 1, scope: !255, file: !3, line: 40, type: !10)
!257 = !DILocation(line: 40, scope: !255)
!258 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !259, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !264, retainedNodes: !119)
!259 = !DISubroutineType(types: !260)
!260 = !{!10, !261, !10}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !10}
!264 = !{!265}
!265 = !DITemplateTypeParameter(name: "T", type: !10)
!266 = !DILocalVariable(name: "arg", arg: 2, scope: !258, file: !3, line: 43, type: !10)
!267 = !DILocation(line: 43, scope: !258)
!268 = !DILocalVariable(name: "f", arg: 1, scope: !258, file: !3, line: 43, type: !261)
!269 = !DILocation(line: 45, scope: !270)
!270 = distinct !DILexicalBlock(scope: !258, file: !3, line: 44)
!271 = !DILocation(line: 46, scope: !270)
!272 = !DILocalVariable(name: "v", scope: !258, file: !3, line: 46, type: !10)
!273 = !DILocation(line: 46, scope: !258)
!274 = !DILocation(line: 47, scope: !275)
!275 = distinct !DILexicalBlock(scope: !258, file: !3, line: 46)
!276 = !DILocation(line: 48, scope: !275)
!277 = !DILocation(line: 49, scope: !278)
!278 = distinct !DILexicalBlock(scope: !258, file: !3, line: 48)
!279 = !DILocation(line: 50, scope: !278)
!280 = !DILocation(line: 51, scope: !258)
!281 = !DILocation(line: 52, scope: !258)
!282 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !262, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !119)
!283 = !DILocalVariable(name: "x", arg: 1, scope: !282, file: !3, line: 54, type: !10)
!284 = !DILocation(line: 54, scope: !282)
!285 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !259, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !286, retainedNodes: !119)
!286 = !{!287}
!287 = !DITemplateTypeParameter(name: "T", type: !6)
!288 = !DILocalVariable(name: "arg", arg: 2, scope: !285, file: !3, line: 43, type: !10)
!289 = !DILocation(line: 43, scope: !285)
!290 = !DILocalVariable(name: "f", arg: 1, scope: !285, file: !3, line: 43, type: !261)
!291 = !DILocation(line: 45, scope: !292)
!292 = distinct !DILexicalBlock(scope: !285, file: !3, line: 44)
!293 = !DILocation(line: 46, scope: !292)
!294 = !DILocalVariable(name: "v", scope: !285, file: !3, line: 46, type: !6)
!295 = !DILocation(line: 46, scope: !285)
!296 = !DILocation(line: 47, scope: !297)
!297 = distinct !DILexicalBlock(scope: !285, file: !3, line: 46)
!298 = !DILocation(line: 48, scope: !297)
!299 = !DILocation(line: 49, scope: !300)
!300 = distinct !DILexicalBlock(scope: !285, file: !3, line: 48)
!301 = !DILocation(line: 50, scope: !300)
!302 = !DILocation(line: 51, scope: !285)
!303 = !DILocation(line: 52, scope: !285)
!304 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !262, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !119)
!305 = !DILocalVariable(name: "x", arg: 1, scope: !304, file: !3, line: 55, type: !10)
!306 = !DILocation(line: 55, scope: !304)
!307 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !259, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !308, retainedNodes: !119)
!308 = !{!309}
!309 = !DITemplateTypeParameter(name: "T", type: !5)
!310 = !DILocalVariable(name: "arg", arg: 2, scope: !307, file: !3, line: 43, type: !10)
!311 = !DILocation(line: 43, scope: !307)
!312 = !DILocalVariable(name: "f", arg: 1, scope: !307, file: !3, line: 43, type: !261)
!313 = !DILocation(line: 45, scope: !314)
!314 = distinct !DILexicalBlock(scope: !307, file: !3, line: 44)
!315 = !DILocation(line: 46, scope: !314)
!316 = !DILocalVariable(name: "v", scope: !307, file: !3, line: 46, type: !5)
!317 = !DILocation(line: 46, scope: !307)
!318 = !DILocation(line: 47, scope: !319)
!319 = distinct !DILexicalBlock(scope: !307, file: !3, line: 46)
!320 = !DILocation(line: 48, scope: !319)
!321 = !DILocation(line: 49, scope: !322)
!322 = distinct !DILexicalBlock(scope: !307, file: !3, line: 48)
!323 = !DILocation(line: 50, scope: !322)
!324 = !DILocation(line: 51, scope: !307)
!325 = !DILocation(line: 52, scope: !307)
!326 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z", scope: !185, file: !3, line: 112, type: !327, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !331, retainedNodes: !119)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !329, !10}
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!330 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !185)
!331 = !DISubprogram(name: "operator()", scope: !185, file: !3, line: 112, type: !327, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!332 = !DILocalVariable(name: "k", arg: 2, scope: !326, file: !3, line: 112, type: !10)
!333 = !DILocation(line: 112, scope: !326)
!334 = !DILocalVariable(name: "this", arg: 1, scope: !326, type: !335, flags: DIFlagArtificial | DIFlagObjectPointer)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!336 = !DILocation(line: 0, scope: !326)
!337 = !DILocation(line: 113, scope: !326)
!338 = !DILocation(line: 113, scope: !339)
!339 = distinct !DILexicalBlock(scope: !326, file: !3, line: 113)
!340 = !DILocation(line: 114, scope: !326)
!341 = !DILocation(line: 115, scope: !326)
!342 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !244, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !119)
!343 = !DILocalVariable(name: "depth", arg: 1, scope: !342, file: !3, line: 63, type: !10)
!344 = !DILocation(line: 63, scope: !342)
!345 = !DILocalVariable(name: "s1", scope: !342, file: !3, line: 64, type: !20)
!346 = !DILocation(line: 64, scope: !342)
!347 = !DILocalVariable(name: "s2", scope: !348, file: !3, line: 66, type: !20)
!348 = distinct !DILexicalBlock(scope: !342, file: !3, line: 65)
!349 = !DILocation(line: 66, scope: !348)
!350 = !DILocalVariable(name: "s3", scope: !351, file: !3, line: 68, type: !20)
!351 = distinct !DILexicalBlock(scope: !348, file: !3, line: 67)
!352 = !DILocation(line: 68, scope: !351)
!353 = !DILocation(line: 69, scope: !351)
!354 = !DILocation(line: 69, scope: !355)
!355 = distinct !DILexicalBlock(scope: !351, file: !3, line: 69)
!356 = !DILocation(line: 70, scope: !351)
!357 = !DILocalVariable(name: "d", scope: !348, file: !3, line: 70, type: !10)
!358 = !DILocation(line: 70, scope: !348)
!359 = !DILocalVariable(name: "s4", scope: !360, file: !3, line: 71, type: !20)
!360 = distinct !DILexicalBlock(scope: !348, file: !3, line: 70)
!361 = !DILocation(line: 71, scope: !360)
!362 = !DILocation(line: 72, scope: !360)
!363 = !DILocation(line: 72, scope: !364)
!364 = distinct !DILexicalBlock(scope: !360, file: !3, line: 72)
!365 = !DILocation(line: 73, scope: !360)
!366 = !DILocation(line: 74, scope: !360)
!367 = !DILocation(line: 75, scope: !348)
!368 = !DILocalVariable(name: "d", scope: !342, file: !3, line: 75, type: !10)
!369 = !DILocation(line: 75, scope: !342)
!370 = !DILocation(line: 76, scope: !371)
!371 = distinct !DILexicalBlock(scope: !342, file: !3, line: 75)
!372 = !DILocation(line: 77, scope: !371)
!373 = !DILocation(line: 78, scope: !342)
!374 = !DILocation(line: 79, scope: !342)
!375 = distinct !DISubprogram(name: "Scope", linkageName: "??0Scope@@QEAA@PEBD@Z", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !119)
!376 = !DILocalVariable(name: "n", arg: 2, scope: !375, file: !3, line: 59, type: !23)
!377 = !DILocation(line: 59, scope: !375)
!378 = !DILocalVariable(name: "this", arg: 1, scope: !375, type: !379, flags: DIFlagArtificial | DIFlagObjectPointer)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!380 = !DILocation(line: 0, scope: !375)
!381 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QEAA@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !119)
!382 = !DILocalVariable(name: "this", arg: 1, scope: !381, type: !379, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DILocation(line: 0, scope: !381)
!384 = !DILocation(line: 60, scope: !385)
!385 = distinct !DILexicalBlock(scope: !381, file: !3, line: 60)
!386 = !DILocation(line: 60, scope: !381)
