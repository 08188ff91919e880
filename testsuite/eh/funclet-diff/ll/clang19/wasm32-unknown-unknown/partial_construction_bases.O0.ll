; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { ptr, %struct.Part }
%struct.B2.base = type { ptr, %struct.Part }
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

$_ZTC3Top8_2B2 = comdat any

$_ZTS2B2 = comdat any

$_ZTI2B2 = comdat any

$_ZTS3Top = comdat any

$_ZTI3Top = comdat any

@_ZL7fail_at = internal global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr hidden unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI3Top], [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI3Top] }, comdat, align 4
@_ZTT3Top = linkonce_odr hidden unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr] }, ptr @_ZTC3Top0_2B1, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr] }, ptr @_ZTC3Top8_2B2, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 1, i32 3)], comdat, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"Top body\0A\00", align 1
@_ZTC3Top0_2B1 = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI2B1] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS2B1 = linkonce_odr hidden constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS2VB = linkonce_odr hidden constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Part = linkonce_odr hidden constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Part }, comdat, align 4
@_ZTI2VB = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2VB, ptr @_ZTI4Part }, comdat, align 4
@_ZTI2B1 = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2B1, i32 1, i32 2, ptr @_ZTI2VB, i32 -3069, ptr @_ZTI4Part, i32 1026 }, comdat, align 4
@_ZTC3Top8_2B2 = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI2B2] }, comdat, align 4
@_ZTS2B2 = linkonce_odr hidden constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2B2, i32 1, i32 2, ptr @_ZTI2VB, i32 -3069, ptr @_ZTI4Part, i32 1026 }, comdat, align 4
@_ZTS3Top = linkonce_odr hidden constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS3Top, i32 3, i32 2, ptr @_ZTI2B1, i32 2, ptr @_ZTI2B2, i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Top\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %6

6:                                                ; preds = %39, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %7, 5
  br i1 %8, label %9, label %44

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  store i32 %10, ptr @_ZL7fail_at, align 4
  %11 = load i32, ptr %2, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11)
  %13 = invoke noundef ptr @_ZN3TopC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3)
          to label %14 unwind label %21

14:                                               ; preds = %9
  %15 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %16 unwind label %18

16:                                               ; preds = %14
  %17 = call noundef ptr @_ZN3TopD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #7
  br label %38

18:                                               ; preds = %14
  %19 = cleanuppad within none []
  %20 = call noundef ptr @_ZN3TopD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #7 [ "funclet"(token %19) ]
  cleanupret from %19 unwind label %21

21:                                               ; preds = %18, %9
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @_ZTIi]
  %25 = call ptr @llvm.wasm.get.exception(token %24)
  store ptr %25, ptr %4, align 4
  %26 = call i32 @llvm.wasm.get.ehselector(token %24)
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %37

29:                                               ; preds = %23
  %30 = load ptr, ptr %4, align 4
  %31 = call ptr @__cxa_begin_catch(ptr %30) #7 [ "funclet"(token %24) ]
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %33) [ "funclet"(token %24) ]
          to label %35 unwind label %42

35:                                               ; preds = %29
  call void @__cxa_end_catch() #7 [ "funclet"(token %24) ]
  catchret from %24 to label %36

36:                                               ; preds = %35
  br label %38

37:                                               ; preds = %23
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %24) ]
  unreachable

38:                                               ; preds = %36, %16
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr %2, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %2, align 4
  br label %6, !llvm.loop !2

42:                                               ; preds = %29
  %43 = cleanuppad within %24 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %43) ]
  cleanupret from %43 unwind to caller

44:                                               ; preds = %6
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN3TopC1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 20
  %5 = call noundef ptr @_ZN2VBC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4)
  %6 = invoke noundef ptr @_ZN2B1C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 1))
          to label %7 unwind label %27

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %3, i32 8
  %9 = invoke noundef ptr @_ZN2B2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 2))
          to label %10 unwind label %24

10:                                               ; preds = %7
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 0, i32 3), ptr %3, align 4
  %11 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3Top, i32 0, i32 1, i32 3), ptr %11, align 4
  %12 = getelementptr inbounds %struct.Top, ptr %3, i32 0, i32 2
  %13 = invoke noundef ptr @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 4)
          to label %14 unwind label %20

14:                                               ; preds = %10
  %15 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %16 unwind label %17

16:                                               ; preds = %14
  ret ptr %3

17:                                               ; preds = %14
  %18 = cleanuppad within none []
  %19 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #7 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %20

20:                                               ; preds = %17, %10
  %21 = cleanuppad within none []
  %22 = getelementptr inbounds i8, ptr %3, i32 8
  %23 = call noundef ptr @_ZN2B2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %22, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 2)) #7 [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %24

24:                                               ; preds = %20, %7
  %25 = cleanuppad within none []
  %26 = call noundef ptr @_ZN2B1D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3Top, i64 0, i64 1)) #7 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %27

27:                                               ; preds = %24, %1
  %28 = cleanuppad within none []
  %29 = getelementptr inbounds i8, ptr %3, i32 20
  %30 = call noundef ptr @_ZN2VBD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %29) #7 [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3TopD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3TopD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT3Top) #7
  %5 = getelementptr inbounds i8, ptr %3, i32 20
  %6 = call noundef ptr @_ZN2VBD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7
  ret ptr %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN2VBC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4PartC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN2B1C2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat {
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
define linkonce_odr hidden noundef ptr @_ZN2B2C2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat {
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
define linkonce_odr hidden noundef ptr @_ZN4PartC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat {
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
  %16 = call ptr @__cxa_allocate_exception(i32 4) #7
  %17 = getelementptr inbounds %struct.Part, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 16
  call void @__cxa_throw(ptr %16, ptr @_ZTIi, ptr null) #6
  unreachable

19:                                               ; preds = %2
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
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
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN2B2D2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 4
  %8 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #7
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN2B1D2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 4
  %8 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #7
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN2VBD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret ptr %3
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3TopD2Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
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
  %14 = call noundef ptr @_ZN4PartD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %13) #7
  %15 = getelementptr inbounds i8, ptr %5, i32 8
  %16 = getelementptr inbounds ptr, ptr %6, i64 2
  %17 = call noundef ptr @_ZN2B2D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %15, ptr noundef %16) #7
  %18 = getelementptr inbounds ptr, ptr %6, i64 1
  %19 = call noundef ptr @_ZN2B1D2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %18) #7
  ret ptr %5

20:                                               ; preds = %2
  %21 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %21) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
