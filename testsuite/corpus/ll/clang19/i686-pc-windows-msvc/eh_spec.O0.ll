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
%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

$"??0Fragile@@QAE@H@Z" = comdat any

$"??0Fragile@@QAE@XZ" = comdat any

$"??1Fragile@@QAE@XZ" = comdat any

$"??0Scope@@QAE@PBD@Z" = comdat any

$"??1Scope@@QAE@XZ" = comdat any

$"??_R0PAD@8" = comdat any

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

@allocs = internal global i32 0, align 4
@frees = internal global i32 0, align 4
@"?budget@Fragile@@2HA" = dso_local global i32 0, align 4
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", comdat, align 1
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@dtors = internal global i32 0, align 4
@ctors = internal global i32 0, align 4
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

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @allocs, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call ptr @malloc(i32 noundef %5) #8
  ret ptr %6
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @allocs, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call ptr @malloc(i32 noundef %5) #8
  ret ptr %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr @frees, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @frees, align 4
  br label %8

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 4
  call void @free(ptr noundef %9)
  ret void
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??_V@YAXPAX@Z"(ptr noundef %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr @frees, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @frees, align 4
  br label %8

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 4
  call void @free(ptr noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #4 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %class.anon, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = invoke noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 4) #9
          to label %14 unwind label %21

14:                                               ; preds = %0
  %15 = invoke x86_thiscallcc noundef ptr @"??0Fragile@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %13, i32 noundef 13)
          to label %16 unwind label %58

16:                                               ; preds = %14
  store ptr %13, ptr %2, align 4
  %17 = load ptr, ptr %2, align 4
  %18 = getelementptr inbounds %struct.Fragile, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@", i32 noundef %19)
          to label %57 unwind label %21

21:                                               ; preds = %16, %58, %0
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"??_R0PAD@8", i32 1, ptr %3]
  %25 = load i32, ptr @frees, align 4
  %26 = load i32, ptr @allocs, align 4
  %27 = load ptr, ptr %3, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", ptr noundef %27, i32 noundef %26, i32 noundef %25) [ "funclet"(token %24) ]
  catchret from %24 to label %29

29:                                               ; preds = %23
  br label %30

30:                                               ; preds = %29, %57
  store i32 3, ptr @"?budget@Fragile@@2HA", align 4
  %31 = invoke noalias noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef 24) #9
          to label %32 unwind label %70

32:                                               ; preds = %30
  store i32 5, ptr %31, align 4
  %33 = getelementptr inbounds i8, ptr %31, i32 4
  %34 = getelementptr inbounds %struct.Fragile, ptr %33, i32 5
  br label %35

35:                                               ; preds = %38, %32
  %36 = phi ptr [ %33, %32 ], [ %39, %38 ]
  %37 = invoke x86_thiscallcc noundef ptr @"??0Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %36)
          to label %38 unwind label %60

38:                                               ; preds = %35
  %39 = getelementptr inbounds %struct.Fragile, ptr %36, i32 1
  %40 = icmp eq ptr %39, %34
  br i1 %40, label %41, label %35

41:                                               ; preds = %38
  store ptr %33, ptr %4, align 4
  %42 = load ptr, ptr %4, align 4
  %43 = icmp eq ptr %42, null
  br i1 %43, label %56, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i32 -4
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds %struct.Fragile, ptr %42, i32 %46
  %48 = icmp eq ptr %42, %47
  br i1 %48, label %53, label %49

49:                                               ; preds = %49, %44
  %50 = phi ptr [ %47, %44 ], [ %51, %49 ]
  %51 = getelementptr inbounds %struct.Fragile, ptr %50, i32 -1
  call x86_thiscallcc void @"??1Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %51) #10
  %52 = icmp eq ptr %51, %42
  br i1 %52, label %53, label %49

53:                                               ; preds = %49, %44
  %54 = mul i32 4, %46
  %55 = add i32 %54, 4
  call void @"??_V@YAXPAXI@Z"(ptr noundef %45, i32 noundef %55) #11
  br label %56

56:                                               ; preds = %53, %41
  br label %80

57:                                               ; preds = %16
  br label %30

58:                                               ; preds = %14
  %59 = cleanuppad within none []
  call void @"??3@YAXPAXI@Z"(ptr noundef %13, i32 noundef 4) #11 [ "funclet"(token %59) ]
  cleanupret from %59 unwind label %21

60:                                               ; preds = %35
  %61 = cleanuppad within none []
  %62 = icmp eq ptr %33, %36
  br i1 %62, label %67, label %63

63:                                               ; preds = %63, %60
  %64 = phi ptr [ %36, %60 ], [ %65, %63 ]
  %65 = getelementptr inbounds %struct.Fragile, ptr %64, i32 -1
  call x86_thiscallcc void @"??1Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %65) #10 [ "funclet"(token %61) ]
  %66 = icmp eq ptr %65, %33
  br i1 %66, label %67, label %63

67:                                               ; preds = %63, %60
  cleanupret from %61 unwind label %68

68:                                               ; preds = %67
  %69 = cleanuppad within none []
  call void @"??_V@YAXPAXI@Z"(ptr noundef %31, i32 noundef 24) #11 [ "funclet"(token %69) ]
  cleanupret from %69 unwind label %70

70:                                               ; preds = %68, %30
  %71 = catchswitch within none [label %72] unwind to caller

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0H@8", i32 0, ptr %5]
  %74 = load i32, ptr @frees, align 4
  %75 = load i32, ptr @dtors, align 4
  %76 = load i32, ptr @ctors, align 4
  %77 = load i32, ptr %5, align 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 noundef %77, i32 noundef %76, i32 noundef %75, i32 noundef %74) [ "funclet"(token %73) ]
  catchret from %73 to label %79

79:                                               ; preds = %72
  br label %80

80:                                               ; preds = %79, %56
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %81

81:                                               ; preds = %95, %80
  %82 = load i32, ptr %7, align 4
  %83 = icmp slt i32 %82, 5
  br i1 %83, label %84, label %101

84:                                               ; preds = %81
  %85 = load i32, ptr %7, align 4
  %86 = invoke noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %85)
          to label %98 unwind label %87

87:                                               ; preds = %84
  %88 = catchswitch within none [label %89] unwind to caller

89:                                               ; preds = %87
  %90 = catchpad within %88 [ptr @"??_R0H@8", i32 0, ptr %8]
  %91 = load i32, ptr %8, align 4
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 noundef %91) [ "funclet"(token %90) ]
  catchret from %90 to label %93

93:                                               ; preds = %89
  br label %94

94:                                               ; preds = %93, %98
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %7, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %7, align 4
  br label %81, !llvm.loop !5

98:                                               ; preds = %84
  %99 = load i32, ptr %6, align 4
  %100 = add nsw i32 %99, %86
  store i32 %100, ptr %6, align 4
  br label %94

101:                                              ; preds = %81
  %102 = call noundef i32 @"?never@@YAHH@Z"(i32 noundef 1) #10
  %103 = call noundef i32 @"?nothing@@YAHH@Z"(i32 noundef 1) #10
  %104 = load i32, ptr %6, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 noundef %104, i32 noundef %103, i32 noundef %102)
  %106 = call noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_short@@YAXH@Z", i32 noundef 1)
  %107 = call noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_long@@YAXH@Z", i32 noundef 3)
  %108 = call noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_short@@YAXH@Z", i32 noundef 7)
  %109 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 noundef %108, i32 noundef %107, i32 noundef %106)
  %110 = getelementptr inbounds %class.anon, ptr %9, i32 0, i32 0
  store ptr %6, ptr %110, align 4
  store i32 0, ptr %10, align 4
  br label %111

111:                                              ; preds = %126, %101
  %112 = load i32, ptr %10, align 4
  %113 = icmp slt i32 %112, 4
  br i1 %113, label %114, label %130

114:                                              ; preds = %111
  %115 = load i32, ptr %10, align 4
  invoke x86_thiscallcc void @"??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %115)
          to label %129 unwind label %116

116:                                              ; preds = %114
  %117 = catchswitch within none [label %118] unwind to caller

118:                                              ; preds = %116
  %119 = catchpad within %117 [ptr @"??_R0?AUFragile@@@8", i32 8, ptr %11]
  %120 = load ptr, ptr %11, align 4
  %121 = getelementptr inbounds %struct.Fragile, ptr %120, i32 0, i32 0
  %122 = load i32, ptr %121, align 4
  %123 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 noundef %122) [ "funclet"(token %119) ]
  catchret from %119 to label %124

124:                                              ; preds = %118
  br label %125

125:                                              ; preds = %124, %129
  br label %126

126:                                              ; preds = %125
  %127 = load i32, ptr %10, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %10, align 4
  br label %111, !llvm.loop !7

129:                                              ; preds = %114
  br label %125

130:                                              ; preds = %111
  store i32 0, ptr %12, align 4
  br label %131

131:                                              ; preds = %139, %130
  %132 = load i32, ptr %12, align 4
  %133 = icmp slt i32 %132, 3
  br i1 %133, label %134, label %142

134:                                              ; preds = %131
  %135 = load i32, ptr %12, align 4
  %136 = call noundef i32 @"?layered@@YAHH@Z"(i32 noundef %135)
  %137 = load i32, ptr %12, align 4
  %138 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %137, i32 noundef %136)
  br label %139

139:                                              ; preds = %134
  %140 = load i32, ptr %12, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %12, align 4
  br label %131, !llvm.loop !8

142:                                              ; preds = %131
  %143 = load i32, ptr %6, align 4
  %144 = load i32, ptr @dtors, align 4
  %145 = load i32, ptr @ctors, align 4
  %146 = load i32, ptr @frees, align 4
  %147 = load i32, ptr @allocs, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 noundef %147, i32 noundef %146, i32 noundef %145, i32 noundef %144, i32 noundef %143)
  ret i32 0
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Fragile@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Fragile, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp eq i32 %9, 13
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  store ptr @"??_C@_07HIAMJGNH@unlucky?$AA@", ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TIC2PAD) #12
  unreachable

12:                                               ; preds = %2
  %13 = load i32, ptr @ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @ctors, align 4
  ret ptr %6
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #6

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Fragile@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  %5 = getelementptr inbounds %struct.Fragile, ptr %4, i32 0, i32 0
  %6 = load i32, ptr @"?budget@Fragile@@2HA", align 4
  store i32 %6, ptr %5, align 4
  %7 = load i32, ptr @"?budget@Fragile@@2HA", align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr @"?budget@Fragile@@2HA", align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %1
  %11 = load i32, ptr @"?budget@Fragile@@2HA", align 4
  store i32 %11, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #12
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr @ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @ctors, align 4
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @dtors, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXI@Z"(ptr noundef, i32 noundef) #6

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp sgt i32 %4, 2
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = mul nsw i32 %7, 2
  store i32 %8, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #12
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?never@@YAHH@Z"(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?nothing@@YAHH@Z"(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %7 = load ptr, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  invoke void %7(i32 noundef %8)
          to label %16 unwind label %9

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %14] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0H@8", i32 0, ptr %6]
  %13 = load i32, ptr %6, align 4
  store i32 %13, ptr %3, align 4
  catchret from %12 to label %18

14:                                               ; preds = %9
  %15 = catchpad within %10 [ptr null, i32 64, ptr null]
  store i32 -1, ptr %3, align 4
  catchret from %15 to label %17

16:                                               ; preds = %2
  br label %19

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %11
  br label %20

19:                                               ; preds = %16
  store i32 0, ptr %3, align 4
  br label %20

20:                                               ; preds = %19, %18, %17
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_short@@YAXH@Z"(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i16
  store i16 %5, ptr %3, align 2
  call void @_CxxThrowException(ptr %3, ptr @_TI1F) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i64, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %7 = load ptr, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0_J@8", i32 0, ptr %6]
  %13 = load i64, ptr %6, align 8
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %3, align 4
  catchret from %12 to label %19

15:                                               ; preds = %9
  %16 = catchpad within %10 [ptr null, i32 64, ptr null]
  store i32 -1, ptr %3, align 4
  catchret from %16 to label %18

17:                                               ; preds = %2
  br label %20

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %20, %19, %18
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_long@@YAXH@Z"(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 1000
  store i64 %6, ptr %3, align 8
  call void @_CxxThrowException(ptr %3, ptr @_TI1_J) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i16, align 2
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %7 = load ptr, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0F@8", i32 0, ptr %6]
  %13 = load i16, ptr %6, align 2
  %14 = sext i16 %13 to i32
  store i32 %14, ptr %3, align 4
  catchret from %12 to label %19

15:                                               ; preds = %9
  %16 = catchpad within %10 [ptr null, i32 64, ptr null]
  store i32 -1, ptr %3, align 4
  catchret from %16 to label %18

17:                                               ; preds = %2
  br label %20

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %20, %19, %18
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc void @"??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #5 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.Fragile, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = and i32 %7, 1
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 3
  %13 = call x86_thiscallcc noundef ptr @"??0Fragile@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %12)
  call void @_CxxThrowException(ptr %5, ptr @"_TI1?AUFragile@@") #12
  unreachable

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4
  %16 = getelementptr inbounds %class.anon, ptr %6, i32 0, i32 0
  %17 = load ptr, ptr %16, align 4
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, %15
  store i32 %19, ptr %17, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?layered@@YAHH@Z"(i32 noundef %0) #5 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca %struct.Scope, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Scope, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %13 = call x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@")
  %14 = invoke x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @"??_C@_06CGLIEPEJ@middle?$AA@")
          to label %15 unwind label %47

15:                                               ; preds = %1
  %16 = invoke x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef @"??_C@_05MPCIFLGN@inner?$AA@")
          to label %17 unwind label %25

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  store i32 %21, ptr %7, align 4
  invoke void @_CxxThrowException(ptr %7, ptr @_TI1H) #12
          to label %59 unwind label %23

22:                                               ; preds = %17
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #10
  br label %41

23:                                               ; preds = %20
  %24 = cleanuppad within none []
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #10 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %25

25:                                               ; preds = %23, %15
  %26 = catchswitch within none [label %27] unwind label %45

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0H@8", i32 0, ptr %8]
  %29 = invoke x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %9, ptr noundef @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %28) ]
          to label %30 unwind label %45

30:                                               ; preds = %27
  %31 = load i32, ptr %8, align 4
  %32 = icmp sgt i32 %31, 1
  br i1 %32, label %33, label %36

33:                                               ; preds = %30
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %34, 10
  store i32 %35, ptr %10, align 4
  invoke void @_CxxThrowException(ptr %10, ptr @_TI1H) #12 [ "funclet"(token %28) ]
          to label %59 unwind label %38

36:                                               ; preds = %30
  %37 = load i32, ptr %8, align 4
  store i32 %37, ptr %2, align 4
  store i32 1, ptr %11, align 4
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %9) #10 [ "funclet"(token %28) ]
  catchret from %28 to label %40

38:                                               ; preds = %33
  %39 = cleanuppad within %28 []
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %9) #10 [ "funclet"(token %39) ]
  cleanupret from %39 unwind label %45

40:                                               ; preds = %36
  br label %42

41:                                               ; preds = %22
  store i32 0, ptr %11, align 4
  br label %42

42:                                               ; preds = %41, %40
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %5) #10
  %43 = load i32, ptr %11, align 4
  switch i32 %43, label %55 [
    i32 0, label %44
  ]

44:                                               ; preds = %42
  br label %54

45:                                               ; preds = %38, %27, %25
  %46 = cleanuppad within none []
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %5) #10 [ "funclet"(token %46) ]
  cleanupret from %46 unwind label %47

47:                                               ; preds = %45, %1
  %48 = catchswitch within none [label %49] unwind label %57

49:                                               ; preds = %47
  %50 = catchpad within %48 [ptr @"??_R0H@8", i32 0, ptr %12]
  %51 = load i32, ptr %12, align 4
  %52 = mul nsw i32 %51, 100
  store i32 %52, ptr %2, align 4
  store i32 1, ptr %11, align 4
  catchret from %50 to label %53

53:                                               ; preds = %49
  br label %55

54:                                               ; preds = %44
  store i32 0, ptr %2, align 4
  store i32 1, ptr %11, align 4
  br label %55

55:                                               ; preds = %54, %53, %42
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #10
  %56 = load i32, ptr %2, align 4
  ret i32 %56

57:                                               ; preds = %47
  %58 = cleanuppad within none []
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #10 [ "funclet"(token %58) ]
  cleanupret from %58 unwind to caller

59:                                               ; preds = %33, %20
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #13 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { allocsize(0) }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
