; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%rtti.TypeDescriptor3 = type { ptr, ptr, [4 x i8] }
%struct.Fragile = type { i32 }

$"??1Fragile@@QEAA@XZ" = comdat any

$"??_R0PEAD@8" = comdat any

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

@allocs = internal unnamed_addr global i32 0, align 4
@frees = internal unnamed_addr global i32 0, align 4
@"?budget@Fragile@@2HA" = dso_local local_unnamed_addr global i32 0, align 4
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@dtors = internal unnamed_addr global i32 0, align 4
@ctors = internal unnamed_addr global i32 0, align 4
@"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = linkonce_odr dso_local unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", comdat, align 1
@"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", comdat, align 1
@"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", comdat, align 1
@"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", comdat, align 1
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", comdat, align 1
@"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", comdat, align 1
@"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", comdat, align 1
@"??_C@_07HIAMJGNH@unlucky?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unlucky\00", comdat, align 1
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
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @allocs, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @allocs, align 4
  %4 = tail call ptr @malloc(i64 noundef %0) #9
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @allocs, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @allocs, align 4
  %4 = tail call ptr @malloc(i64 noundef %0) #9
  ret ptr %4
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @"??3@YAXPEAX@Z"(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @frees, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @frees, align 4
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @"??_V@YAXPEAX@Z"(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @frees, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @frees, align 4
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Fragile, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = load i32, ptr @allocs, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @allocs, align 4
  %21 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i64 noundef 4) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store i32 13, ptr %21, align 4
  store ptr @"??_C@_07HIAMJGNH@unlucky?$AA@", ptr %14, align 8
  invoke void @_CxxThrowException(ptr nonnull %14, ptr nonnull @_TIC2PEAD) #10
          to label %22 unwind label %23

22:                                               ; preds = %0
  unreachable

23:                                               ; preds = %0
  %24 = cleanuppad within none []
  call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %21, i64 noundef 4) #11 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %25

25:                                               ; preds = %23
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0PEAD@8", i32 1, ptr %15]
  %29 = load i32, ptr @frees, align 4
  %30 = load i32, ptr @allocs, align 4
  %31 = load ptr, ptr %15, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", ptr noundef %31, i32 noundef %30, i32 noundef %29) [ "funclet"(token %28) ]
  catchret from %28 to label %33

33:                                               ; preds = %27
  %34 = load i32, ptr @allocs, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @allocs, align 4
  %36 = call noalias noundef nonnull dereferenceable(28) ptr @malloc(i64 noundef 28) #9
  store i64 5, ptr %36, align 8
  %37 = load i32, ptr @ctors, align 4
  %38 = getelementptr inbounds i8, ptr %36, i64 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  %39 = add nsw i32 %37, 3
  store i32 %39, ptr @ctors, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  store <4 x i32> <i32 3, i32 2, i32 1, i32 0>, ptr %38, align 4
  store i32 -1, ptr @"?budget@Fragile@@2HA", align 4
  store i32 -1, ptr %13, align 4
  invoke void @_CxxThrowException(ptr nonnull %13, ptr nonnull @_TI1H) #10
          to label %40 unwind label %41

40:                                               ; preds = %33
  unreachable

41:                                               ; preds = %33
  %42 = cleanuppad within none []
  %43 = load i32, ptr @dtors, align 4
  %44 = add i32 %43, 3
  store i32 %44, ptr @dtors, align 4
  call void @"??_V@YAXPEAX_K@Z"(ptr noundef nonnull %36, i64 noundef 28) #11 [ "funclet"(token %42) ]
  cleanupret from %42 unwind label %45

45:                                               ; preds = %41
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @"??_R0H@8", i32 0, ptr %16]
  %49 = load i32, ptr @frees, align 4
  %50 = load i32, ptr @dtors, align 4
  %51 = load i32, ptr @ctors, align 4
  %52 = load i32, ptr %16, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 noundef %52, i32 noundef %51, i32 noundef %50, i32 noundef %49) [ "funclet"(token %48) ]
  catchret from %48 to label %89

54:                                               ; preds = %102
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 noundef %103, i32 noundef 2, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %11)
  store i16 1, ptr %11, align 2
  invoke void @_CxxThrowException(ptr nonnull %11, ptr nonnull @_TI1F) #10
          to label %56 unwind label %57

56:                                               ; preds = %54
  unreachable

57:                                               ; preds = %54
  %58 = catchswitch within none [label %59, label %62] unwind to caller

59:                                               ; preds = %57
  %60 = catchpad within %58 [ptr @"??_R0H@8", i32 0, ptr %12]
  %61 = load i32, ptr %12, align 4
  catchret from %60 to label %64

62:                                               ; preds = %57
  %63 = catchpad within %58 [ptr null, i32 64, ptr null]
  catchret from %63 to label %64

64:                                               ; preds = %59, %62
  %65 = phi i32 [ %61, %59 ], [ -1, %62 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store i64 3000, ptr %9, align 8
  invoke void @_CxxThrowException(ptr nonnull %9, ptr nonnull @_TI1_J) #10
          to label %66 unwind label %67

66:                                               ; preds = %64
  unreachable

67:                                               ; preds = %64
  %68 = catchswitch within none [label %69, label %73] unwind to caller

69:                                               ; preds = %67
  %70 = catchpad within %68 [ptr @"??_R0_J@8", i32 0, ptr %10]
  %71 = load i64, ptr %10, align 8
  %72 = trunc i64 %71 to i32
  catchret from %70 to label %75

73:                                               ; preds = %67
  %74 = catchpad within %68 [ptr null, i32 64, ptr null]
  catchret from %74 to label %75

75:                                               ; preds = %69, %73
  %76 = phi i32 [ %72, %69 ], [ -1, %73 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7)
  store i16 7, ptr %7, align 2
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TI1F) #10
          to label %77 unwind label %78

77:                                               ; preds = %75
  unreachable

78:                                               ; preds = %75
  %79 = catchswitch within none [label %80, label %84] unwind to caller

80:                                               ; preds = %78
  %81 = catchpad within %79 [ptr @"??_R0F@8", i32 0, ptr %8]
  %82 = load i16, ptr %8, align 2
  %83 = sext i16 %82 to i32
  catchret from %81 to label %86

84:                                               ; preds = %78
  %85 = catchpad within %79 [ptr null, i32 64, ptr null]
  catchret from %85 to label %86

86:                                               ; preds = %80, %84
  %87 = phi i32 [ %83, %80 ], [ -1, %84 ]
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8)
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 noundef %87, i32 noundef %76, i32 noundef %65)
  br label %108

89:                                               ; preds = %47, %102
  %90 = phi i32 [ %104, %102 ], [ 0, %47 ]
  %91 = phi i32 [ %103, %102 ], [ 0, %47 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  %92 = icmp ugt i32 %90, 2
  br i1 %92, label %93, label %106

93:                                               ; preds = %89
  %94 = shl nuw nsw i32 %90, 1
  store i32 %94, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI1H) #10
          to label %95 unwind label %96

95:                                               ; preds = %93
  unreachable

96:                                               ; preds = %93
  %97 = catchswitch within none [label %98] unwind to caller

98:                                               ; preds = %96
  %99 = catchpad within %97 [ptr @"??_R0H@8", i32 0, ptr %17]
  %100 = load i32, ptr %17, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 noundef %100) [ "funclet"(token %99) ]
  catchret from %99 to label %102

102:                                              ; preds = %106, %98
  %103 = phi i32 [ %91, %98 ], [ %107, %106 ]
  %104 = add nuw nsw i32 %90, 1
  %105 = icmp eq i32 %104, 5
  br i1 %105, label %54, label %89, !llvm.loop !5

106:                                              ; preds = %89
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  %107 = add nsw i32 %90, %91
  br label %102

108:                                              ; preds = %86, %127
  %109 = phi i32 [ 0, %86 ], [ %129, %127 ]
  %110 = phi i32 [ %103, %86 ], [ %128, %127 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  %111 = and i32 %109, 1
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %118, label %113

113:                                              ; preds = %108
  %114 = mul nuw nsw i32 %109, 3
  store i32 %114, ptr %5, align 4
  %115 = load i32, ptr @ctors, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @ctors, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI1?AUFragile@@") #10
          to label %117 unwind label %120

117:                                              ; preds = %113
  unreachable

118:                                              ; preds = %108
  %119 = add nsw i32 %109, %110
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  br label %127

120:                                              ; preds = %113
  %121 = catchswitch within none [label %122] unwind to caller

122:                                              ; preds = %120
  %123 = catchpad within %121 [ptr @"??_R0?AUFragile@@@8", i32 8, ptr %18]
  %124 = load ptr, ptr %18, align 8
  %125 = load i32, ptr %124, align 4
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 noundef %125) [ "funclet"(token %123) ]
  catchret from %123 to label %127

127:                                              ; preds = %118, %122
  %128 = phi i32 [ %119, %118 ], [ %110, %122 ]
  %129 = add nuw nsw i32 %109, 1
  %130 = icmp eq i32 %129, 4
  br i1 %130, label %137, label %108, !llvm.loop !7

131:                                              ; preds = %175
  %132 = load i32, ptr @dtors, align 4
  %133 = load i32, ptr @ctors, align 4
  %134 = load i32, ptr @frees, align 4
  %135 = load i32, ptr @allocs, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 noundef %135, i32 noundef %134, i32 noundef %133, i32 noundef %132, i32 noundef %128)
  ret i32 0

137:                                              ; preds = %127, %175
  %138 = phi i32 [ %179, %175 ], [ 0, %127 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %141, label %140

140:                                              ; preds = %137
  store i32 %138, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #10
          to label %174 unwind label %143

141:                                              ; preds = %137
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@")
  br label %159

143:                                              ; preds = %140
  %144 = cleanuppad within none []
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@") [ "funclet"(token %144) ]
  cleanupret from %144 unwind label %146

146:                                              ; preds = %143
  %147 = catchswitch within none [label %148] unwind label %162

148:                                              ; preds = %146
  %149 = catchpad within %147 [ptr @"??_R0H@8", i32 0, ptr %2]
  %150 = load i32, ptr %2, align 4
  %151 = icmp sgt i32 %150, 1
  br i1 %151, label %152, label %154

152:                                              ; preds = %148
  %153 = add nuw nsw i32 %150, 10
  store i32 %153, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #10 [ "funclet"(token %149) ]
          to label %174 unwind label %156

154:                                              ; preds = %148
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %149) ]
  catchret from %149 to label %159

156:                                              ; preds = %152
  %157 = cleanuppad within %149 []
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %157) ]
  cleanupret from %157 unwind label %162

159:                                              ; preds = %154, %141
  %160 = phi i32 [ %150, %154 ], [ 0, %141 ]
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@")
  br label %175

162:                                              ; preds = %156, %146
  %163 = cleanuppad within none []
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@") [ "funclet"(token %163) ]
  cleanupret from %163 unwind label %165

165:                                              ; preds = %162
  %166 = catchswitch within none [label %167] unwind label %171

167:                                              ; preds = %165
  %168 = catchpad within %166 [ptr @"??_R0H@8", i32 0, ptr %4]
  %169 = load i32, ptr %4, align 4
  %170 = mul nsw i32 %169, 100
  catchret from %168 to label %175

171:                                              ; preds = %165
  %172 = cleanuppad within none []
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@") [ "funclet"(token %172) ]
  cleanupret from %172 unwind to caller

174:                                              ; preds = %152, %140
  unreachable

175:                                              ; preds = %159, %167
  %176 = phi i32 [ %170, %167 ], [ %160, %159 ]
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@")
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %138, i32 noundef %176)
  %179 = add nuw nsw i32 %138, 1
  %180 = icmp eq i32 %179, 3
  br i1 %180, label %131, label %137, !llvm.loop !8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Fragile@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 {
  %2 = load i32, ptr @dtors, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @dtors, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #6

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
