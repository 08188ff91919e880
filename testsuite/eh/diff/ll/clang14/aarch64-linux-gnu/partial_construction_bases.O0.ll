; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Top = type { %struct.B1.base, [4 x i8], %struct.B2.base, %struct.Part, %struct.VB, [4 x i8] }
%struct.B1.base = type <{ i32 (...)**, %struct.Part }>
%struct.B2.base = type <{ i32 (...)**, %struct.Part }>
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }
%struct.B1 = type <{ i32 (...)**, %struct.Part, %struct.VB }>
%struct.B2 = type <{ i32 (...)**, %struct.Part, %struct.VB }>

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
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3Top to i8*)], [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3Top to i8*)] }, comdat, align 8
@_ZTT3Top = linkonce_odr dso_local unnamed_addr constant [4 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top0_2B1, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top16_2B2, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 8
@.str.3 = private unnamed_addr constant [10 x i8] c"Top body\0A\00", align 1
@_ZTC3Top0_2B1 = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2B1 to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS2B1 = linkonce_odr dso_local constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2VB = linkonce_odr dso_local constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Part = linkonce_odr dso_local constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Part, i32 0, i32 0) }, comdat, align 8
@_ZTI2VB = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VB, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*) }, comdat, align 8
@_ZTI2B1 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B1, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i64 -6141, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i64 2050 }, comdat, align 8
@_ZTC3Top16_2B2 = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2B2 to i8*)] }, comdat, align 8
@_ZTS2B2 = linkonce_odr dso_local constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B2, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i64 -6141, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i64 2050 }, comdat, align 8
@_ZTS3Top = linkonce_odr dso_local constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Top, i32 0, i32 0), i32 3, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2B1 to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2B2 to i8*), i64 4098 }, comdat, align 8
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Top\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %7

7:                                                ; preds = %38, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp sle i32 %8, 5
  br i1 %9, label %10, label %45

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4
  store i32 %11, i32* @_ZL7fail_at, align 4
  %12 = load i32, i32* %2, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %12)
  invoke void @_ZN3TopC1Ev(%struct.Top* noundef nonnull align 8 dereferenceable(32) %3)
          to label %14 unwind label %17

14:                                               ; preds = %10
  %15 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0))
          to label %16 unwind label %21

16:                                               ; preds = %14
  call void @_ZN3TopD1Ev(%struct.Top* noundef nonnull align 8 dereferenceable(32) %3) #6
  br label %37

17:                                               ; preds = %10
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %4, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %5, align 4
  br label %25

21:                                               ; preds = %14
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %4, align 8
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %5, align 4
  call void @_ZN3TopD1Ev(%struct.Top* noundef nonnull align 8 dereferenceable(32) %3) #6
  br label %25

25:                                               ; preds = %21, %17
  %26 = load i32, i32* %5, align 4
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %46

29:                                               ; preds = %25
  %30 = load i8*, i8** %4, align 8
  %31 = call i8* @__cxa_begin_catch(i8* %30) #6
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %6, align 4
  %34 = load i32, i32* %6, align 4
  %35 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i32 noundef %34)
          to label %36 unwind label %41

36:                                               ; preds = %29
  call void @__cxa_end_catch() #6
  br label %37

37:                                               ; preds = %36, %16
  br label %38

38:                                               ; preds = %37
  %39 = load i32, i32* %2, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %2, align 4
  br label %7, !llvm.loop !10

41:                                               ; preds = %29
  %42 = landingpad { i8*, i32 }
          cleanup
  %43 = extractvalue { i8*, i32 } %42, 0
  store i8* %43, i8** %4, align 8
  %44 = extractvalue { i8*, i32 } %42, 1
  store i32 %44, i32* %5, align 4
  call void @__cxa_end_catch() #6
  br label %46

45:                                               ; preds = %7
  ret i32 0

46:                                               ; preds = %41, %25
  %47 = load i8*, i8** %4, align 8
  %48 = load i32, i32* %5, align 4
  %49 = insertvalue { i8*, i32 } undef, i8* %47, 0
  %50 = insertvalue { i8*, i32 } %49, i32 %48, 1
  resume { i8*, i32 } %50
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3TopC1Ev(%struct.Top* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Top*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Top* %0, %struct.Top** %2, align 8
  %5 = load %struct.Top*, %struct.Top** %2, align 8
  %6 = bitcast %struct.Top* %5 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i64 32
  %8 = bitcast i8* %7 to %struct.VB*
  call void @_ZN2VBC2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %8)
  %9 = bitcast %struct.Top* %5 to %struct.B1*
  invoke void @_ZN2B1C2Ev(%struct.B1* noundef nonnull align 8 dereferenceable(12) %9, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 1))
          to label %10 unwind label %23

10:                                               ; preds = %1
  %11 = bitcast %struct.Top* %5 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i64 16
  %13 = bitcast i8* %12 to %struct.B2*
  invoke void @_ZN2B2C2Ev(%struct.B2* noundef nonnull align 8 dereferenceable(12) %13, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 2))
          to label %14 unwind label %27

14:                                               ; preds = %10
  %15 = bitcast %struct.Top* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %15, align 8
  %16 = bitcast %struct.Top* %5 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i64 16
  %18 = bitcast i8* %17 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %18, align 8
  %19 = getelementptr inbounds %struct.Top, %struct.Top* %5, i32 0, i32 3
  invoke void @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %19, i32 noundef 4)
          to label %20 unwind label %31

20:                                               ; preds = %14
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0))
          to label %22 unwind label %35

22:                                               ; preds = %20
  ret void

23:                                               ; preds = %1
  %24 = landingpad { i8*, i32 }
          cleanup
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %3, align 8
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %4, align 4
  br label %45

27:                                               ; preds = %10
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %3, align 8
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %4, align 4
  br label %43

31:                                               ; preds = %14
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %3, align 8
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %4, align 4
  br label %39

35:                                               ; preds = %20
  %36 = landingpad { i8*, i32 }
          cleanup
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %3, align 8
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %4, align 4
  call void @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %19) #6
  br label %39

39:                                               ; preds = %35, %31
  %40 = bitcast %struct.Top* %5 to i8*
  %41 = getelementptr inbounds i8, i8* %40, i64 16
  %42 = bitcast i8* %41 to %struct.B2*
  call void @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 8 dereferenceable(12) %42, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 2)) #6
  br label %43

43:                                               ; preds = %39, %27
  %44 = bitcast %struct.Top* %5 to %struct.B1*
  call void @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 8 dereferenceable(12) %44, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 1)) #6
  br label %45

45:                                               ; preds = %43, %23
  %46 = bitcast %struct.Top* %5 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i64 32
  %48 = bitcast i8* %47 to %struct.VB*
  call void @_ZN2VBD2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %48) #6
  br label %49

49:                                               ; preds = %45
  %50 = load i8*, i8** %3, align 8
  %51 = load i32, i32* %4, align 4
  %52 = insertvalue { i8*, i32 } undef, i8* %50, 0
  %53 = insertvalue { i8*, i32 } %52, i32 %51, 1
  resume { i8*, i32 } %53
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3TopD1Ev(%struct.Top* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Top*, align 8
  store %struct.Top* %0, %struct.Top** %2, align 8
  %3 = load %struct.Top*, %struct.Top** %2, align 8
  call void @_ZN3TopD2Ev(%struct.Top* noundef nonnull align 8 dereferenceable(32) %3, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 0)) #6
  %4 = bitcast %struct.Top* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 32
  %6 = bitcast i8* %5 to %struct.VB*
  call void @_ZN2VBD2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %6) #6
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2VBC2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.VB*, align 8
  store %struct.VB* %0, %struct.VB** %2, align 8
  %3 = load %struct.VB*, %struct.VB** %2, align 8
  %4 = bitcast %struct.VB* %3 to %struct.Part*
  call void @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2B1C2Ev(%struct.B1* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.B1*, align 8
  %4 = alloca i8**, align 8
  store %struct.B1* %0, %struct.B1** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.B1*, %struct.B1** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.B1* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 8
  %9 = bitcast i8* %8 to %struct.Part*
  call void @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 2)
  %10 = load i8*, i8** %6, align 8
  %11 = bitcast %struct.B1* %5 to i32 (...)***
  %12 = bitcast i8* %10 to i32 (...)**
  store i32 (...)** %12, i32 (...)*** %11, align 8
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2B2C2Ev(%struct.B2* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.B2*, align 8
  %4 = alloca i8**, align 8
  store %struct.B2* %0, %struct.B2** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.B2*, %struct.B2** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.B2* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 8
  %9 = bitcast i8* %8 to %struct.Part*
  call void @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 3)
  %10 = load i8*, i8** %6, align 8
  %11 = bitcast %struct.B2* %5 to i32 (...)***
  %12 = bitcast i8* %10 to i32 (...)**
  store i32 (...)** %12, i32 (...)*** %11, align 8
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Part*, align 8
  %4 = alloca i32, align 4
  store %struct.Part* %0, %struct.Part** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Part*, %struct.Part** %3, align 8
  %6 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = load i32, i32* @_ZL7fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = call i8* @__cxa_allocate_exception(i64 4) #6
  %17 = bitcast i8* %16 to i32*
  %18 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 16
  call void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

20:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Part*, align 8
  store %struct.Part* %0, %struct.Part** %2, align 8
  %3 = load %struct.Part*, %struct.Part** %2, align 8
  %4 = getelementptr inbounds %struct.Part, %struct.Part* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.B2*, align 8
  %4 = alloca i8**, align 8
  store %struct.B2* %0, %struct.B2** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.B2*, %struct.B2** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.B2* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 8
  %9 = bitcast i8* %8 to %struct.Part*
  call void @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9) #6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.B1*, align 8
  %4 = alloca i8**, align 8
  store %struct.B1* %0, %struct.B1** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.B1*, %struct.B1** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.B1* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 8
  %9 = bitcast i8* %8 to %struct.Part*
  call void @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9) #6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2VBD2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.VB*, align 8
  store %struct.VB* %0, %struct.VB** %2, align 8
  %3 = load %struct.VB*, %struct.VB** %2, align 8
  %4 = bitcast %struct.VB* %3 to %struct.Part*
  call void @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4) #6
  ret void
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3TopD2Ev(%struct.Top* noundef nonnull align 8 dereferenceable(32) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %struct.Top*, align 8
  %4 = alloca i8**, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %struct.Top* %0, %struct.Top** %3, align 8
  store i8** %1, i8*** %4, align 8
  %7 = load %struct.Top*, %struct.Top** %3, align 8
  %8 = load i8**, i8*** %4, align 8
  %9 = load i8*, i8** %8, align 8
  %10 = bitcast %struct.Top* %7 to i32 (...)***
  %11 = bitcast i8* %9 to i32 (...)**
  store i32 (...)** %11, i32 (...)*** %10, align 8
  %12 = getelementptr inbounds i8*, i8** %8, i64 3
  %13 = load i8*, i8** %12, align 8
  %14 = bitcast %struct.Top* %7 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i64 16
  %16 = bitcast i8* %15 to i32 (...)***
  %17 = bitcast i8* %13 to i32 (...)**
  store i32 (...)** %17, i32 (...)*** %16, align 8
  %18 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0))
          to label %19 unwind label %27

19:                                               ; preds = %2
  %20 = getelementptr inbounds %struct.Top, %struct.Top* %7, i32 0, i32 3
  call void @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %20) #6
  %21 = bitcast %struct.Top* %7 to i8*
  %22 = getelementptr inbounds i8, i8* %21, i64 16
  %23 = bitcast i8* %22 to %struct.B2*
  %24 = getelementptr inbounds i8*, i8** %8, i64 2
  call void @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 8 dereferenceable(12) %23, i8** noundef %24) #6
  %25 = bitcast %struct.Top* %7 to %struct.B1*
  %26 = getelementptr inbounds i8*, i8** %8, i64 1
  call void @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 8 dereferenceable(12) %25, i8** noundef %26) #6
  ret void

27:                                               ; preds = %2
  %28 = landingpad { i8*, i32 }
          catch i8* null
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %5, align 8
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %6, align 4
  %31 = getelementptr inbounds %struct.Top, %struct.Top* %7, i32 0, i32 3
  call void @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %31) #6
  %32 = bitcast %struct.Top* %7 to i8*
  %33 = getelementptr inbounds i8, i8* %32, i64 16
  %34 = bitcast i8* %33 to %struct.B2*
  %35 = getelementptr inbounds i8*, i8** %8, i64 2
  call void @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 8 dereferenceable(12) %34, i8** noundef %35) #6
  %36 = bitcast %struct.Top* %7 to %struct.B1*
  %37 = getelementptr inbounds i8*, i8** %8, i64 1
  call void @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 8 dereferenceable(12) %36, i8** noundef %37) #6
  br label %38

38:                                               ; preds = %27
  %39 = load i8*, i8** %5, align 8
  call void @__clang_call_terminate(i8* %39) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
