; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { ptr, %struct.Part }
%struct.B2.base = type { ptr, %struct.Part }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

@_ZL7fail_at = internal global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI3Top], [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI3Top] }, align 4
@_ZTT3Top = linkonce_odr unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr] }, ptr @_ZTC3Top0_2B1, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr] }, ptr @_ZTC3Top8_2B2, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 1, i32 3)], align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"Top body\0A\00", align 1
@_ZTC3Top0_2B1 = linkonce_odr unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI2B1] }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS2B1 = linkonce_odr constant [4 x i8] c"2B1\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS2VB = linkonce_odr constant [4 x i8] c"2VB\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Part = linkonce_odr constant [6 x i8] c"4Part\00", align 1
@_ZTI4Part = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Part }, align 4
@_ZTI2VB = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2VB, ptr @_ZTI4Part }, align 4
@_ZTI2B1 = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2B1, i32 1, i32 2, ptr @_ZTI2VB, i32 -3069, ptr @_ZTI4Part, i32 1026 }, align 4
@_ZTC3Top8_2B2 = linkonce_odr unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI2B2] }, align 4
@_ZTS2B2 = linkonce_odr constant [4 x i8] c"2B2\00", align 1
@_ZTI2B2 = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2B2, i32 1, i32 2, ptr @_ZTI2VB, i32 -3069, ptr @_ZTI4Part, i32 1026 }, align 4
@_ZTS3Top = linkonce_odr constant [5 x i8] c"3Top\00", align 1
@_ZTI3Top = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS3Top, i32 3, i32 2, ptr @_ZTI2B1, i32 2, ptr @_ZTI2B2, i32 2050 }, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Top\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %7

7:                                                ; preds = %40, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp sle i32 %8, 5
  br i1 %9, label %10, label %47

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  store i32 %11, ptr @_ZL7fail_at, align 4
  %12 = load i32, ptr %2, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12)
  %14 = invoke noundef ptr @_ZN3TopC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3)
          to label %15 unwind label %19

15:                                               ; preds = %10
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %17 unwind label %23

17:                                               ; preds = %15
  %18 = call noundef ptr @_ZN3TopD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #6
  br label %39

19:                                               ; preds = %10
  %20 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %4, align 4
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %5, align 4
  br label %28

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %4, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %5, align 4
  %27 = call noundef ptr @_ZN3TopD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #6
  br label %28

28:                                               ; preds = %23, %19
  %29 = load i32, ptr %5, align 4
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %48

32:                                               ; preds = %28
  %33 = load ptr, ptr %4, align 4
  %34 = call ptr @__cxa_begin_catch(ptr %33) #6
  %35 = load i32, ptr %34, align 4
  store i32 %35, ptr %6, align 4
  %36 = load i32, ptr %6, align 4
  %37 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %36)
          to label %38 unwind label %43

38:                                               ; preds = %32
  call void @__cxa_end_catch() #6
  br label %39

39:                                               ; preds = %38, %17
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %2, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %2, align 4
  br label %7, !llvm.loop !5

43:                                               ; preds = %32
  %44 = landingpad { ptr, i32 }
          cleanup
  %45 = extractvalue { ptr, i32 } %44, 0
  store ptr %45, ptr %4, align 4
  %46 = extractvalue { ptr, i32 } %44, 1
  store i32 %46, ptr %5, align 4
  call void @__cxa_end_catch() #6
  br label %48

47:                                               ; preds = %7
  ret i32 0

48:                                               ; preds = %43, %28
  %49 = load ptr, ptr %4, align 4
  %50 = load i32, ptr %5, align 4
  %51 = insertvalue { ptr, i32 } poison, ptr %49, 0
  %52 = insertvalue { ptr, i32 } %51, i32 %50, 1
  resume { ptr, i32 } %52
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN3TopC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds i8, ptr %5, i32 20
  %7 = call noundef ptr @_ZN2VBC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6)
  %8 = invoke noundef ptr @_ZN2B1C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 1))
          to label %9 unwind label %19

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %5, i32 8
  %11 = invoke noundef ptr @_ZN2B2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %10, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 2))
          to label %12 unwind label %23

12:                                               ; preds = %9
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 0, i32 3), ptr %5, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 1, i32 3), ptr %13, align 4
  %14 = getelementptr inbounds %struct.Top, ptr %5, i32 0, i32 2
  %15 = invoke noundef ptr @_ZN4PartC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %14, i32 noundef 4)
          to label %16 unwind label %27

16:                                               ; preds = %12
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %18 unwind label %31

18:                                               ; preds = %16
  ret ptr %5

19:                                               ; preds = %1
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %3, align 4
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %4, align 4
  br label %41

23:                                               ; preds = %9
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %3, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %4, align 4
  br label %39

27:                                               ; preds = %12
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %3, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %4, align 4
  br label %36

31:                                               ; preds = %16
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  %35 = call noundef ptr @_ZN4PartD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  br label %36

36:                                               ; preds = %31, %27
  %37 = getelementptr inbounds i8, ptr %5, i32 8
  %38 = call noundef ptr @_ZN2B2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %37, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 2)) #6
  br label %39

39:                                               ; preds = %36, %23
  %40 = call noundef ptr @_ZN2B1D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 1)) #6
  br label %41

41:                                               ; preds = %39, %19
  %42 = getelementptr inbounds i8, ptr %5, i32 20
  %43 = call noundef ptr @_ZN2VBD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %42) #6
  br label %44

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 4
  %46 = load i32, ptr %4, align 4
  %47 = insertvalue { ptr, i32 } poison, ptr %45, 0
  %48 = insertvalue { ptr, i32 } %47, i32 %46, 1
  resume { ptr, i32 } %48
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3TopD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #3 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3TopD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT3Top) #6
  %5 = getelementptr inbounds i8, ptr %3, i32 20
  %6 = call noundef ptr @_ZN2VBD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6
  ret ptr %3
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN2VBC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN2B1C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 4
  %8 = call noundef ptr @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 2)
  %9 = load ptr, ptr %6, align 4
  store ptr %9, ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN2B2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 4
  %8 = call noundef ptr @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 3)
  %9 = load ptr, ptr %6, align 4
  store ptr %9, ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4PartC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4PartD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN2B2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 4
  %8 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN2B1D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 4
  %8 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN2VBD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
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
  %16 = call ptr @__cxa_allocate_exception(i32 4) #6
  %17 = getelementptr inbounds %struct.Part, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 8
  call void @__cxa_throw(ptr %16, ptr @_ZTIi, ptr null) #7
  unreachable

19:                                               ; preds = %2
  ret ptr %5
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Part, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3TopD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #3 align 2 personality ptr @__gxx_personality_sj0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 3
  %9 = load ptr, ptr %8, align 4
  %10 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr %9, ptr %10, align 4
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %12 unwind label %20

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Top, ptr %5, i32 0, i32 2
  %14 = call noundef ptr @_ZN4PartD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %13) #6
  %15 = getelementptr inbounds i8, ptr %5, i32 8
  %16 = getelementptr inbounds ptr, ptr %6, i64 2
  %17 = call noundef ptr @_ZN2B2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %15, ptr noundef %16) #6
  %18 = getelementptr inbounds ptr, ptr %6, i64 1
  %19 = call noundef ptr @_ZN2B1D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %18) #6
  ret ptr %5

20:                                               ; preds = %2
  %21 = landingpad { ptr, i32 }
          catch ptr null
  %22 = extractvalue { ptr, i32 } %21, 0
  call void @__clang_call_terminate(ptr %22) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
