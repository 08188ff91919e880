; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { i32 (...)**, %struct.Part }
%struct.B2.base = type { i32 (...)**, %struct.Part }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }
%struct.B1 = type { i32 (...)**, %struct.Part, %struct.VB }
%struct.B2 = type { i32 (...)**, %struct.Part, %struct.VB }

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
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr hidden unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)] }, comdat, align 4
@_ZTT3Top = linkonce_odr hidden unnamed_addr constant [4 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top0_2B1, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top8_2B2, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"Top body\0A\00", align 1
@_ZTC3Top0_2B1 = linkonce_odr hidden unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS2B1 = linkonce_odr hidden constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2VB = linkonce_odr hidden constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Part = linkonce_odr hidden constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Part, i32 0, i32 0) }, comdat, align 4
@_ZTI2VB = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VB, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*) }, comdat, align 4
@_ZTI2B1 = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B1, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTC3Top8_2B2 = linkonce_odr hidden unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B2 to i8*)] }, comdat, align 4
@_ZTS2B2 = linkonce_odr hidden constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B2, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTS3Top = linkonce_odr hidden constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Top, i32 0, i32 0), i32 3, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B2 to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Top\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %6

6:                                                ; preds = %40, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp sle i32 %7, 5
  br i1 %8, label %9, label %45

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  store i32 %10, i32* @_ZL7fail_at, align 4
  %11 = load i32, i32* %2, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %11)
  %13 = invoke noundef %struct.Top* @_ZN3TopC1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %3)
          to label %14 unwind label %21

14:                                               ; preds = %9
  %15 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0))
          to label %16 unwind label %18

16:                                               ; preds = %14
  %17 = call noundef %struct.Top* @_ZN3TopD1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %3) #4
  br label %39

18:                                               ; preds = %14
  %19 = cleanuppad within none []
  %20 = call noundef %struct.Top* @_ZN3TopD1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %3) #4 [ "funclet"(token %19) ]
  cleanupret from %19 unwind label %21

21:                                               ; preds = %18, %9
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [i8* bitcast (i8** @_ZTIi to i8*)]
  %25 = call i8* @llvm.wasm.get.exception(token %24)
  store i8* %25, i8** %4, align 4
  %26 = call i32 @llvm.wasm.get.ehselector(token %24)
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %38

29:                                               ; preds = %23
  %30 = load i8*, i8** %4, align 4
  %31 = call i8* @__cxa_begin_catch(i8* %30) #4 [ "funclet"(token %24) ]
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %5, align 4
  %34 = load i32, i32* %5, align 4
  %35 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i32 noundef %34) [ "funclet"(token %24) ]
          to label %36 unwind label %43

36:                                               ; preds = %29
  call void @__cxa_end_catch() #4 [ "funclet"(token %24) ]
  catchret from %24 to label %37

37:                                               ; preds = %36
  br label %39

38:                                               ; preds = %23
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %24) ]
  unreachable

39:                                               ; preds = %37, %16
  br label %40

40:                                               ; preds = %39
  %41 = load i32, i32* %2, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %2, align 4
  br label %6, !llvm.loop !2

43:                                               ; preds = %29
  %44 = cleanuppad within %24 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %44) ]
  cleanupret from %44 unwind to caller

45:                                               ; preds = %6
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Top* @_ZN3TopC1Ev(%struct.Top* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Top*, align 4
  store %struct.Top* %0, %struct.Top** %2, align 4
  %3 = load %struct.Top*, %struct.Top** %2, align 4
  %4 = bitcast %struct.Top* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 20
  %6 = bitcast i8* %5 to %struct.VB*
  %7 = call noundef %struct.VB* @_ZN2VBC2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %6)
  %8 = bitcast %struct.Top* %3 to %struct.B1*
  %9 = invoke noundef %struct.B1* @_ZN2B1C2Ev(%struct.B1* noundef nonnull align 4 dereferenceable(8) %8, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 1))
          to label %10 unwind label %38

10:                                               ; preds = %1
  %11 = bitcast %struct.Top* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to %struct.B2*
  %14 = invoke noundef %struct.B2* @_ZN2B2C2Ev(%struct.B2* noundef nonnull align 4 dereferenceable(8) %13, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 2))
          to label %15 unwind label %34

15:                                               ; preds = %10
  %16 = bitcast %struct.Top* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %16, align 4
  %17 = bitcast %struct.Top* %3 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 8
  %19 = bitcast i8* %18 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %19, align 4
  %20 = getelementptr inbounds %struct.Top, %struct.Top* %3, i32 0, i32 2
  %21 = invoke noundef %struct.Part* @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %20, i32 noundef 4)
          to label %22 unwind label %28

22:                                               ; preds = %15
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0))
          to label %24 unwind label %25

24:                                               ; preds = %22
  ret %struct.Top* %3

25:                                               ; preds = %22
  %26 = cleanuppad within none []
  %27 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %20) #4 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %28

28:                                               ; preds = %25, %15
  %29 = cleanuppad within none []
  %30 = bitcast %struct.Top* %3 to i8*
  %31 = getelementptr inbounds i8, i8* %30, i32 8
  %32 = bitcast i8* %31 to %struct.B2*
  %33 = call noundef %struct.B2* @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 4 dereferenceable(8) %32, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 2)) #4 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %34

34:                                               ; preds = %28, %10
  %35 = cleanuppad within none []
  %36 = bitcast %struct.Top* %3 to %struct.B1*
  %37 = call noundef %struct.B1* @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 4 dereferenceable(8) %36, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 1)) #4 [ "funclet"(token %35) ]
  cleanupret from %35 unwind label %38

38:                                               ; preds = %34, %1
  %39 = cleanuppad within none []
  %40 = bitcast %struct.Top* %3 to i8*
  %41 = getelementptr inbounds i8, i8* %40, i32 20
  %42 = bitcast i8* %41 to %struct.VB*
  %43 = call noundef %struct.VB* @_ZN2VBD2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %42) #4 [ "funclet"(token %39) ]
  cleanupret from %39 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Top* @_ZN3TopD1Ev(%struct.Top* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.Top*, align 4
  store %struct.Top* %0, %struct.Top** %2, align 4
  %3 = load %struct.Top*, %struct.Top** %2, align 4
  %4 = call noundef %struct.Top* @_ZN3TopD2Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 0)) #4
  %5 = bitcast %struct.Top* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 20
  %7 = bitcast i8* %6 to %struct.VB*
  %8 = call noundef %struct.VB* @_ZN2VBD2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %7) #4
  ret %struct.Top* %3
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.VB* @_ZN2VBC2Ev(%struct.VB* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.VB*, align 4
  store %struct.VB* %0, %struct.VB** %2, align 4
  %3 = load %struct.VB*, %struct.VB** %2, align 4
  %4 = bitcast %struct.VB* %3 to %struct.Part*
  %5 = call noundef %struct.Part* @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
  ret %struct.VB* %3
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.B1* @_ZN2B1C2Ev(%struct.B1* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.B1*, align 4
  %4 = alloca i8**, align 4
  store %struct.B1* %0, %struct.B1** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.B1*, %struct.B1** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.B1* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to %struct.Part*
  %10 = call noundef %struct.Part* @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 2)
  %11 = load i8*, i8** %6, align 4
  %12 = bitcast %struct.B1* %5 to i32 (...)***
  %13 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %13, i32 (...)*** %12, align 4
  ret %struct.B1* %5
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.B2* @_ZN2B2C2Ev(%struct.B2* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.B2*, align 4
  %4 = alloca i8**, align 4
  store %struct.B2* %0, %struct.B2** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.B2*, %struct.B2** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.B2* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to %struct.Part*
  %10 = call noundef %struct.Part* @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 3)
  %11 = load i8*, i8** %6, align 4
  %12 = bitcast %struct.B2* %5 to i32 (...)***
  %13 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %13, i32 (...)*** %12, align 4
  ret %struct.B2* %5
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Part* @_ZN4PartC2Ei(%struct.Part* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.Part*, align 4
  %4 = alloca i32, align 4
  store %struct.Part* %0, %struct.Part** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Part*, %struct.Part** %3, align 4
  %6 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = load i32, i32* @_ZL7fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = call i8* @__cxa_allocate_exception(i32 4) #4
  %17 = bitcast i8* %16 to i32*
  %18 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 16
  call void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

20:                                               ; preds = %2
  ret %struct.Part* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Part*, align 4
  store %struct.Part* %0, %struct.Part** %2, align 4
  %3 = load %struct.Part*, %struct.Part** %2, align 4
  %4 = getelementptr inbounds %struct.Part, %struct.Part* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Part* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.B2* @_ZN2B2D2Ev(%struct.B2* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #3 comdat {
  %3 = alloca %struct.B2*, align 4
  %4 = alloca i8**, align 4
  store %struct.B2* %0, %struct.B2** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.B2*, %struct.B2** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.B2* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to %struct.Part*
  %10 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9) #4
  ret %struct.B2* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.B1* @_ZN2B1D2Ev(%struct.B1* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #3 comdat {
  %3 = alloca %struct.B1*, align 4
  %4 = alloca i8**, align 4
  store %struct.B1* %0, %struct.B1** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.B1*, %struct.B1** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.B1* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to %struct.Part*
  %10 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9) #4
  ret %struct.B1* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.VB* @_ZN2VBD2Ev(%struct.VB* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca %struct.VB*, align 4
  store %struct.VB* %0, %struct.VB** %2, align 4
  %3 = load %struct.VB*, %struct.VB** %2, align 4
  %4 = bitcast %struct.VB* %3 to %struct.Part*
  %5 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret %struct.VB* %3
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Top* @_ZN3TopD2Ev(%struct.Top* noundef nonnull returned align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca %struct.Top*, align 4
  %4 = alloca i8**, align 4
  store %struct.Top* %0, %struct.Top** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.Top*, %struct.Top** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.Top* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 3
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.Top* %5 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 8
  %14 = bitcast i8* %13 to i32 (...)***
  %15 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %15, i32 (...)*** %14, align 4
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0))
          to label %17 unwind label %28

17:                                               ; preds = %2
  %18 = getelementptr inbounds %struct.Top, %struct.Top* %5, i32 0, i32 2
  %19 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %18) #4
  %20 = bitcast %struct.Top* %5 to i8*
  %21 = getelementptr inbounds i8, i8* %20, i32 8
  %22 = bitcast i8* %21 to %struct.B2*
  %23 = getelementptr inbounds i8*, i8** %6, i64 2
  %24 = call noundef %struct.B2* @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 4 dereferenceable(8) %22, i8** noundef %23) #4
  %25 = bitcast %struct.Top* %5 to %struct.B1*
  %26 = getelementptr inbounds i8*, i8** %6, i64 1
  %27 = call noundef %struct.B1* @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 4 dereferenceable(8) %25, i8** noundef %26) #4
  ret %struct.Top* %5

28:                                               ; preds = %2
  %29 = cleanuppad within none []
  %30 = getelementptr inbounds %struct.Top, %struct.Top* %5, i32 0, i32 2
  %31 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %30) #4 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %32

32:                                               ; preds = %28
  %33 = cleanuppad within none []
  %34 = bitcast %struct.Top* %5 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i32 8
  %36 = bitcast i8* %35 to %struct.B2*
  %37 = getelementptr inbounds i8*, i8** %6, i64 2
  %38 = call noundef %struct.B2* @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 4 dereferenceable(8) %36, i8** noundef %37) #4 [ "funclet"(token %33) ]
  cleanupret from %33 unwind label %39

39:                                               ; preds = %32
  %40 = cleanuppad within none []
  %41 = bitcast %struct.Top* %5 to %struct.B1*
  %42 = getelementptr inbounds i8*, i8** %6, i64 1
  %43 = call noundef %struct.B1* @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 4 dereferenceable(8) %41, i8** noundef %42) #4 [ "funclet"(token %40) ]
  cleanupret from %40 unwind label %44

44:                                               ; preds = %39
  %45 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %45) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
