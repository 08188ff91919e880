; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Top = type { %struct.B1.base, [4 x i8], %struct.B2.base, %struct.Part, %struct.VB, [4 x i8] }
%struct.B1.base = type <{ ptr, %struct.Part }>
%struct.B2.base = type <{ ptr, %struct.Part }>
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

$_ZN3TopC1Ev = comdat any

$_ZN3TopD1Ev = comdat any

$_ZN2VBC2Ev = comdat any

$_ZN2B1C2Ev = comdat any

$_ZN2B2C2Ev = comdat any

$_ZN4PartC2Ei = comdat any

$_ZN4PartD2Ev = comdat any

$_ZN2B2D2Ev = comdat any

$_ZN2B1D2Ev = comdat any

$_ZN2VBD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN3TopD2Ev = comdat any

$_ZTV3Top = comdat any

$_ZTT3Top = comdat any

$_ZTC3Top0_2B1 = comdat any

$_ZTS2B1 = comdat any

$_ZTS2VB = comdat any

$_ZTS4Part = comdat any

$_ZTI4Part = comdat any

$_ZTI2VB = comdat any

$_ZTI2B1 = comdat any

$_ZTC3Top16_2B2 = comdat any

$_ZTS2B2 = comdat any

$_ZTI2B2 = comdat any

$_ZTS3Top = comdat any

$_ZTI3Top = comdat any

@_ZL7fail_at = internal global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI3Top], [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI3Top] }, comdat, align 8
@_ZTT3Top = linkonce_odr dso_local unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds inrange(-24, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 0) ({ [3 x ptr] }, ptr @_ZTC3Top0_2B1, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 0) ({ [3 x ptr] }, ptr @_ZTC3Top16_2B2, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 1, i32 3)], comdat, align 8
@.str.3 = private unnamed_addr constant [10 x i8] c"Top body\0A\00", align 1
@_ZTC3Top0_2B1 = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI2B1] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS2B1 = linkonce_odr dso_local constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS2VB = linkonce_odr dso_local constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Part = linkonce_odr dso_local constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Part }, comdat, align 8
@_ZTI2VB = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS2VB, ptr @_ZTI4Part }, comdat, align 8
@_ZTI2B1 = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2B1, i32 1, i32 2, ptr @_ZTI2VB, i64 -6141, ptr @_ZTI4Part, i64 2050 }, comdat, align 8
@_ZTC3Top16_2B2 = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI2B2] }, comdat, align 8
@_ZTS2B2 = linkonce_odr dso_local constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2B2, i32 1, i32 2, ptr @_ZTI2VB, i64 -6141, ptr @_ZTI4Part, i64 2050 }, comdat, align 8
@_ZTS3Top = linkonce_odr dso_local constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS3Top, i32 3, i32 2, ptr @_ZTI2B1, i64 2, ptr @_ZTI2B2, i64 4098 }, comdat, align 8
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Top\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %7

7:                                                ; preds = %37, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp sle i32 %8, 5
  br i1 %9, label %10, label %44

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  store i32 %11, ptr @_ZL7fail_at, align 4
  %12 = load i32, ptr %2, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12)
  invoke void @_ZN3TopC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %14 unwind label %17

14:                                               ; preds = %10
  %15 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %16 unwind label %21

16:                                               ; preds = %14
  call void @_ZN3TopD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #6
  br label %36

17:                                               ; preds = %10
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %4, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %5, align 4
  br label %25

21:                                               ; preds = %14
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %4, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %5, align 4
  call void @_ZN3TopD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #6
  br label %25

25:                                               ; preds = %21, %17
  %26 = load i32, ptr %5, align 4
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %45

29:                                               ; preds = %25
  %30 = load ptr, ptr %4, align 8
  %31 = call ptr @__cxa_begin_catch(ptr %30) #6
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %6, align 4
  %33 = load i32, ptr %6, align 4
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %33)
          to label %35 unwind label %40

35:                                               ; preds = %29
  call void @__cxa_end_catch() #6
  br label %36

36:                                               ; preds = %35, %16
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %2, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %2, align 4
  br label %7, !llvm.loop !6

40:                                               ; preds = %29
  %41 = landingpad { ptr, i32 }
          cleanup
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %4, align 8
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %5, align 4
  call void @__cxa_end_catch() #6
  br label %45

44:                                               ; preds = %7
  ret i32 0

45:                                               ; preds = %40, %25
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %5, align 4
  %48 = insertvalue { ptr, i32 } poison, ptr %46, 0
  %49 = insertvalue { ptr, i32 } %48, i32 %47, 1
  resume { ptr, i32 } %49
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3TopC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  call void @_ZN2VBC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6)
  invoke void @_ZN2B1C2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 1))
          to label %7 unwind label %15

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  invoke void @_ZN2B2C2Ev(ptr noundef nonnull align 8 dereferenceable(12) %8, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 2))
          to label %9 unwind label %19

9:                                                ; preds = %7
  store ptr getelementptr inbounds inrange(-24, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 0, i32 3), ptr %5, align 8
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-24, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 1, i32 3), ptr %10, align 8
  %11 = getelementptr inbounds %struct.Top, ptr %5, i32 0, i32 3
  invoke void @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 4)
          to label %12 unwind label %23

12:                                               ; preds = %9
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %14 unwind label %27

14:                                               ; preds = %12
  ret void

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %3, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %4, align 4
  br label %34

19:                                               ; preds = %7
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %3, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %4, align 4
  br label %33

23:                                               ; preds = %9
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %3, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %4, align 4
  br label %31

27:                                               ; preds = %12
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %3, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %4, align 4
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %31

31:                                               ; preds = %27, %23
  %32 = getelementptr inbounds i8, ptr %5, i64 16
  call void @_ZN2B2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %32, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 2)) #6
  br label %33

33:                                               ; preds = %31, %19
  call void @_ZN2B1D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 1)) #6
  br label %34

34:                                               ; preds = %33, %15
  %35 = getelementptr inbounds i8, ptr %5, i64 32
  call void @_ZN2VBD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %35) #6
  br label %36

36:                                               ; preds = %34
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %4, align 4
  %39 = insertvalue { ptr, i32 } poison, ptr %37, 0
  %40 = insertvalue { ptr, i32 } %39, i32 %38, 1
  resume { ptr, i32 } %40
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3TopD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3TopD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef @_ZTT3Top) #6
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  call void @_ZN2VBD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #6
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2VBC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2B1C2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  call void @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 2)
  %8 = load ptr, ptr %6, align 8
  store ptr %8, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2B2C2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  call void @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 3)
  %8 = load ptr, ptr %6, align 8
  store ptr %8, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Part, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Part, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Part, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr @_ZL7fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %2
  %16 = call ptr @__cxa_allocate_exception(i64 4) #6
  %17 = getelementptr inbounds %struct.Part, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 16
  call void @__cxa_throw(ptr %16, ptr @_ZTIi, ptr null) #7
  unreachable

19:                                               ; preds = %2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Part, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2B2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2B1D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2VBD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret void
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3TopD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds ptr, ptr %6, i64 3
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %9, ptr %10, align 8
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %12 unwind label %17

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Top, ptr %5, i32 0, i32 3
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %13) #6
  %14 = getelementptr inbounds i8, ptr %5, i64 16
  %15 = getelementptr inbounds ptr, ptr %6, i64 2
  call void @_ZN2B2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %14, ptr noundef %15) #6
  %16 = getelementptr inbounds ptr, ptr %6, i64 1
  call void @_ZN2B1D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef %16) #6
  ret void

17:                                               ; preds = %2
  %18 = landingpad { ptr, i32 }
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  call void @__clang_call_terminate(ptr %19) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
