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

@allocs = internal unnamed_addr global i32 0, align 4
@frees = internal unnamed_addr global i32 0, align 4
@"?budget@Fragile@@2HA" = dso_local local_unnamed_addr global i32 0, align 4
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
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
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @allocs, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @allocs, align 4
  %4 = tail call ptr @malloc(i32 noundef %0) #9
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @allocs, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @allocs, align 4
  %4 = tail call ptr @malloc(i32 noundef %0) #9
  ret ptr %4
}

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) local_unnamed_addr #2 {
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

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??_V@YAXPAX@Z"(ptr noundef %0) local_unnamed_addr #2 {
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

; Function Attrs: mustprogress norecurse
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
  %14 = alloca ptr, align 4
  %15 = alloca ptr, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 4
  %19 = load i32, ptr @allocs, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @allocs, align 4
  %21 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i32 noundef 4) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  store i32 13, ptr %21, align 4
  store ptr @"??_C@_07HIAMJGNH@unlucky?$AA@", ptr %14, align 4
  invoke void @_CxxThrowException(ptr nonnull %14, ptr nonnull @_TIC2PAD) #10
          to label %22 unwind label %23

22:                                               ; preds = %0
  unreachable

23:                                               ; preds = %0
  %24 = cleanuppad within none []
  call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %21, i32 noundef 4) #11 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %25

25:                                               ; preds = %23
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0PAD@8", i32 1, ptr %15]
  %29 = load i32, ptr @frees, align 4
  %30 = load i32, ptr @allocs, align 4
  %31 = load ptr, ptr %15, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", ptr noundef %31, i32 noundef %30, i32 noundef %29) [ "funclet"(token %28) ]
  catchret from %28 to label %33

33:                                               ; preds = %27
  %34 = load i32, ptr @allocs, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @allocs, align 4
  %36 = call noalias noundef nonnull dereferenceable(24) ptr @malloc(i32 noundef 24) #9
  store i32 5, ptr %36, align 4
  %37 = load i32, ptr @ctors, align 4
  %38 = getelementptr inbounds i8, ptr %36, i32 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  store i32 3, ptr %38, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  %39 = getelementptr inbounds i8, ptr %36, i32 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  store i32 2, ptr %39, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  %40 = getelementptr inbounds i8, ptr %36, i32 12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  store i32 1, ptr %40, align 4
  %41 = add nsw i32 %37, 3
  store i32 %41, ptr @ctors, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  %42 = getelementptr inbounds i8, ptr %36, i32 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  store i32 0, ptr %42, align 4
  store i32 -1, ptr @"?budget@Fragile@@2HA", align 4
  store i32 -1, ptr %13, align 4
  invoke void @_CxxThrowException(ptr nonnull %13, ptr nonnull @_TI1H) #10
          to label %43 unwind label %44

43:                                               ; preds = %33
  unreachable

44:                                               ; preds = %33
  %45 = cleanuppad within none []
  %46 = load i32, ptr @dtors, align 4
  %47 = add i32 %46, 3
  store i32 %47, ptr @dtors, align 4
  call void @"??_V@YAXPAXI@Z"(ptr noundef nonnull %36, i32 noundef 24) #11 [ "funclet"(token %45) ]
  cleanupret from %45 unwind label %48

48:                                               ; preds = %44
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [ptr @"??_R0H@8", i32 0, ptr %16]
  %52 = load i32, ptr @frees, align 4
  %53 = load i32, ptr @dtors, align 4
  %54 = load i32, ptr @ctors, align 4
  %55 = load i32, ptr %16, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 noundef %55, i32 noundef %54, i32 noundef %53, i32 noundef %52) [ "funclet"(token %51) ]
  catchret from %51 to label %92

57:                                               ; preds = %105
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 noundef %106, i32 noundef 2, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %11)
  store i16 1, ptr %11, align 2
  invoke void @_CxxThrowException(ptr nonnull %11, ptr nonnull @_TI1F) #10
          to label %59 unwind label %60

59:                                               ; preds = %57
  unreachable

60:                                               ; preds = %57
  %61 = catchswitch within none [label %62, label %65] unwind to caller

62:                                               ; preds = %60
  %63 = catchpad within %61 [ptr @"??_R0H@8", i32 0, ptr %12]
  %64 = load i32, ptr %12, align 4
  catchret from %63 to label %67

65:                                               ; preds = %60
  %66 = catchpad within %61 [ptr null, i32 64, ptr null]
  catchret from %66 to label %67

67:                                               ; preds = %62, %65
  %68 = phi i32 [ %64, %62 ], [ -1, %65 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store i64 3000, ptr %9, align 8
  invoke void @_CxxThrowException(ptr nonnull %9, ptr nonnull @_TI1_J) #10
          to label %69 unwind label %70

69:                                               ; preds = %67
  unreachable

70:                                               ; preds = %67
  %71 = catchswitch within none [label %72, label %76] unwind to caller

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0_J@8", i32 0, ptr %10]
  %74 = load i64, ptr %10, align 8
  %75 = trunc i64 %74 to i32
  catchret from %73 to label %78

76:                                               ; preds = %70
  %77 = catchpad within %71 [ptr null, i32 64, ptr null]
  catchret from %77 to label %78

78:                                               ; preds = %72, %76
  %79 = phi i32 [ %75, %72 ], [ -1, %76 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7)
  store i16 7, ptr %7, align 2
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TI1F) #10
          to label %80 unwind label %81

80:                                               ; preds = %78
  unreachable

81:                                               ; preds = %78
  %82 = catchswitch within none [label %83, label %87] unwind to caller

83:                                               ; preds = %81
  %84 = catchpad within %82 [ptr @"??_R0F@8", i32 0, ptr %8]
  %85 = load i16, ptr %8, align 2
  %86 = sext i16 %85 to i32
  catchret from %84 to label %89

87:                                               ; preds = %81
  %88 = catchpad within %82 [ptr null, i32 64, ptr null]
  catchret from %88 to label %89

89:                                               ; preds = %83, %87
  %90 = phi i32 [ %86, %83 ], [ -1, %87 ]
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8)
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 noundef %90, i32 noundef %79, i32 noundef %68)
  br label %111

92:                                               ; preds = %50, %105
  %93 = phi i32 [ %107, %105 ], [ 0, %50 ]
  %94 = phi i32 [ %106, %105 ], [ 0, %50 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  %95 = icmp ugt i32 %93, 2
  br i1 %95, label %96, label %109

96:                                               ; preds = %92
  %97 = shl nuw nsw i32 %93, 1
  store i32 %97, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI1H) #10
          to label %98 unwind label %99

98:                                               ; preds = %96
  unreachable

99:                                               ; preds = %96
  %100 = catchswitch within none [label %101] unwind to caller

101:                                              ; preds = %99
  %102 = catchpad within %100 [ptr @"??_R0H@8", i32 0, ptr %17]
  %103 = load i32, ptr %17, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 noundef %103) [ "funclet"(token %102) ]
  catchret from %102 to label %105

105:                                              ; preds = %109, %101
  %106 = phi i32 [ %94, %101 ], [ %110, %109 ]
  %107 = add nuw nsw i32 %93, 1
  %108 = icmp eq i32 %107, 5
  br i1 %108, label %57, label %92, !llvm.loop !4

109:                                              ; preds = %92
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  %110 = add nsw i32 %93, %94
  br label %105

111:                                              ; preds = %89, %130
  %112 = phi i32 [ 0, %89 ], [ %132, %130 ]
  %113 = phi i32 [ %106, %89 ], [ %131, %130 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  %114 = and i32 %112, 1
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %121, label %116

116:                                              ; preds = %111
  %117 = mul nuw nsw i32 %112, 3
  store i32 %117, ptr %5, align 4
  %118 = load i32, ptr @ctors, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr @ctors, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI1?AUFragile@@") #10
          to label %120 unwind label %123

120:                                              ; preds = %116
  unreachable

121:                                              ; preds = %111
  %122 = add nsw i32 %112, %113
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  br label %130

123:                                              ; preds = %116
  %124 = catchswitch within none [label %125] unwind to caller

125:                                              ; preds = %123
  %126 = catchpad within %124 [ptr @"??_R0?AUFragile@@@8", i32 8, ptr %18]
  %127 = load ptr, ptr %18, align 4
  %128 = load i32, ptr %127, align 4
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 noundef %128) [ "funclet"(token %126) ]
  catchret from %126 to label %130

130:                                              ; preds = %121, %125
  %131 = phi i32 [ %122, %121 ], [ %113, %125 ]
  %132 = add nuw nsw i32 %112, 1
  %133 = icmp eq i32 %132, 4
  br i1 %133, label %140, label %111, !llvm.loop !6

134:                                              ; preds = %178
  %135 = load i32, ptr @dtors, align 4
  %136 = load i32, ptr @ctors, align 4
  %137 = load i32, ptr @frees, align 4
  %138 = load i32, ptr @allocs, align 4
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 noundef %138, i32 noundef %137, i32 noundef %136, i32 noundef %135, i32 noundef %131)
  ret i32 0

140:                                              ; preds = %130, %178
  %141 = phi i32 [ %182, %178 ], [ 0, %130 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %144, label %143

143:                                              ; preds = %140
  store i32 %141, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #10
          to label %177 unwind label %146

144:                                              ; preds = %140
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@")
  br label %162

146:                                              ; preds = %143
  %147 = cleanuppad within none []
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05MPCIFLGN@inner?$AA@") [ "funclet"(token %147) ]
  cleanupret from %147 unwind label %149

149:                                              ; preds = %146
  %150 = catchswitch within none [label %151] unwind label %165

151:                                              ; preds = %149
  %152 = catchpad within %150 [ptr @"??_R0H@8", i32 0, ptr %2]
  %153 = load i32, ptr %2, align 4
  %154 = icmp sgt i32 %153, 1
  br i1 %154, label %155, label %157

155:                                              ; preds = %151
  %156 = add nuw nsw i32 %153, 10
  store i32 %156, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #10 [ "funclet"(token %152) ]
          to label %177 unwind label %159

157:                                              ; preds = %151
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %152) ]
  catchret from %152 to label %162

159:                                              ; preds = %155
  %160 = cleanuppad within %152 []
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %160) ]
  cleanupret from %160 unwind label %165

162:                                              ; preds = %157, %144
  %163 = phi i32 [ %153, %157 ], [ 0, %144 ]
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@")
  br label %178

165:                                              ; preds = %159, %149
  %166 = cleanuppad within none []
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@") [ "funclet"(token %166) ]
  cleanupret from %166 unwind label %168

168:                                              ; preds = %165
  %169 = catchswitch within none [label %170] unwind label %174

170:                                              ; preds = %168
  %171 = catchpad within %169 [ptr @"??_R0H@8", i32 0, ptr %4]
  %172 = load i32, ptr %4, align 4
  %173 = mul nsw i32 %172, 100
  catchret from %171 to label %178

174:                                              ; preds = %168
  %175 = cleanuppad within none []
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@") [ "funclet"(token %175) ]
  cleanupret from %175 unwind to caller

177:                                              ; preds = %155, %143
  unreachable

178:                                              ; preds = %162, %170
  %179 = phi i32 [ %173, %170 ], [ %163, %162 ]
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@")
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %141, i32 noundef %179)
  %182 = add nuw nsw i32 %141, 1
  %183 = icmp eq i32 %182, 3
  br i1 %183, label %134, label %140, !llvm.loop !7
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
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 {
  %2 = load i32, ptr @dtors, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @dtors, align 4
  ret void
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

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
