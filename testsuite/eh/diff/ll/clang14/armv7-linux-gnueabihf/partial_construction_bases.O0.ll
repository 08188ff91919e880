; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTV3Top = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)] }, comdat, align 4
@_ZTT3Top = linkonce_odr dso_local unnamed_addr constant [4 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top0_2B1, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top8_2B2, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"Top body\0A\00", align 1
@_ZTC3Top0_2B1 = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS2B1 = linkonce_odr dso_local constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2VB = linkonce_odr dso_local constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Part = linkonce_odr dso_local constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Part, i32 0, i32 0) }, comdat, align 4
@_ZTI2VB = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VB, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*) }, comdat, align 4
@_ZTI2B1 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B1, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTC3Top8_2B2 = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B2 to i8*)] }, comdat, align 4
@_ZTS2B2 = linkonce_odr dso_local constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B2, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTS3Top = linkonce_odr dso_local constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Top, i32 0, i32 0), i32 3, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B2 to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"~Top\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %7

7:                                                ; preds = %41, %0
  %8 = load i32, i32* %2, align 4
  %9 = icmp sle i32 %8, 5
  br i1 %9, label %10, label %48

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4
  store i32 %11, i32* @_ZL7fail_at, align 4
  %12 = load i32, i32* %2, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %12)
  %14 = invoke noundef %struct.Top* @_ZN3TopC1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %3)
          to label %15 unwind label %19

15:                                               ; preds = %10
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0))
          to label %17 unwind label %23

17:                                               ; preds = %15
  %18 = call noundef %struct.Top* @_ZN3TopD1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %3) #6
  br label %40

19:                                               ; preds = %10
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %4, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %5, align 4
  br label %28

23:                                               ; preds = %15
  %24 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %4, align 4
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %5, align 4
  %27 = call noundef %struct.Top* @_ZN3TopD1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %3) #6
  br label %28

28:                                               ; preds = %23, %19
  %29 = load i32, i32* %5, align 4
  %30 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %49

32:                                               ; preds = %28
  %33 = load i8*, i8** %4, align 4
  %34 = call i8* @__cxa_begin_catch(i8* %33) #6
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4
  store i32 %36, i32* %6, align 4
  %37 = load i32, i32* %6, align 4
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i32 noundef %37)
          to label %39 unwind label %44

39:                                               ; preds = %32
  call void @__cxa_end_catch() #6
  br label %40

40:                                               ; preds = %39, %17
  br label %41

41:                                               ; preds = %40
  %42 = load i32, i32* %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %2, align 4
  br label %7, !llvm.loop !10

44:                                               ; preds = %32
  %45 = landingpad { i8*, i32 }
          cleanup
  %46 = extractvalue { i8*, i32 } %45, 0
  store i8* %46, i8** %4, align 4
  %47 = extractvalue { i8*, i32 } %45, 1
  store i32 %47, i32* %5, align 4
  call void @__cxa_end_catch() #6
  br label %49

48:                                               ; preds = %7
  ret i32 0

49:                                               ; preds = %44, %28
  %50 = load i8*, i8** %4, align 4
  %51 = load i32, i32* %5, align 4
  %52 = insertvalue { i8*, i32 } undef, i8* %50, 0
  %53 = insertvalue { i8*, i32 } %52, i32 %51, 1
  resume { i8*, i32 } %53
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Top* @_ZN3TopC1Ev(%struct.Top* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Top*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Top* %0, %struct.Top** %2, align 4
  %5 = load %struct.Top*, %struct.Top** %2, align 4
  %6 = bitcast %struct.Top* %5 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 20
  %8 = bitcast i8* %7 to %struct.VB*
  %9 = call noundef %struct.VB* @_ZN2VBC2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %8)
  %10 = bitcast %struct.Top* %5 to %struct.B1*
  %11 = invoke noundef %struct.B1* @_ZN2B1C2Ev(%struct.B1* noundef nonnull align 4 dereferenceable(8) %10, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 1))
          to label %12 unwind label %27

12:                                               ; preds = %1
  %13 = bitcast %struct.Top* %5 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  %15 = bitcast i8* %14 to %struct.B2*
  %16 = invoke noundef %struct.B2* @_ZN2B2C2Ev(%struct.B2* noundef nonnull align 4 dereferenceable(8) %15, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 2))
          to label %17 unwind label %31

17:                                               ; preds = %12
  %18 = bitcast %struct.Top* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %18, align 4
  %19 = bitcast %struct.Top* %5 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 8
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %21, align 4
  %22 = getelementptr inbounds %struct.Top, %struct.Top* %5, i32 0, i32 2
  %23 = invoke noundef %struct.Part* @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %22, i32 noundef 4)
          to label %24 unwind label %35

24:                                               ; preds = %17
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0))
          to label %26 unwind label %39

26:                                               ; preds = %24
  ret %struct.Top* %5

27:                                               ; preds = %1
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %3, align 4
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %4, align 4
  br label %52

31:                                               ; preds = %12
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %3, align 4
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %4, align 4
  br label %49

35:                                               ; preds = %17
  %36 = landingpad { i8*, i32 }
          cleanup
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %3, align 4
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %4, align 4
  br label %44

39:                                               ; preds = %24
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %3, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %4, align 4
  %43 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %22) #6
  br label %44

44:                                               ; preds = %39, %35
  %45 = bitcast %struct.Top* %5 to i8*
  %46 = getelementptr inbounds i8, i8* %45, i32 8
  %47 = bitcast i8* %46 to %struct.B2*
  %48 = call noundef %struct.B2* @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 4 dereferenceable(8) %47, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 2)) #6
  br label %49

49:                                               ; preds = %44, %31
  %50 = bitcast %struct.Top* %5 to %struct.B1*
  %51 = call noundef %struct.B1* @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 4 dereferenceable(8) %50, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 1)) #6
  br label %52

52:                                               ; preds = %49, %27
  %53 = bitcast %struct.Top* %5 to i8*
  %54 = getelementptr inbounds i8, i8* %53, i32 20
  %55 = bitcast i8* %54 to %struct.VB*
  %56 = call noundef %struct.VB* @_ZN2VBD2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %55) #6
  br label %57

57:                                               ; preds = %52
  %58 = load i8*, i8** %3, align 4
  %59 = load i32, i32* %4, align 4
  %60 = insertvalue { i8*, i32 } undef, i8* %58, 0
  %61 = insertvalue { i8*, i32 } %60, i32 %59, 1
  resume { i8*, i32 } %61
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Top* @_ZN3TopD1Ev(%struct.Top* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Top*, align 4
  store %struct.Top* %0, %struct.Top** %2, align 4
  %3 = load %struct.Top*, %struct.Top** %2, align 4
  %4 = call noundef %struct.Top* @_ZN3TopD2Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3Top, i64 0, i64 0)) #6
  %5 = bitcast %struct.Top* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 20
  %7 = bitcast i8* %6 to %struct.VB*
  %8 = call noundef %struct.VB* @_ZN2VBD2Ev(%struct.VB* noundef nonnull align 4 dereferenceable(4) %7) #6
  ret %struct.Top* %3
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.VB* @_ZN2VBC2Ev(%struct.VB* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.VB*, align 4
  store %struct.VB* %0, %struct.VB** %2, align 4
  %3 = load %struct.VB*, %struct.VB** %2, align 4
  %4 = bitcast %struct.VB* %3 to %struct.Part*
  %5 = call noundef %struct.Part* @_ZN4PartC2Ei(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
  ret %struct.VB* %3
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.B1* @_ZN2B1C2Ev(%struct.B1* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local noundef %struct.B2* @_ZN2B2C2Ev(%struct.B2* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local noundef %struct.Part* @_ZN4PartC2Ei(%struct.Part* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
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
  %16 = call i8* @__cxa_allocate_exception(i32 4) #6
  %17 = bitcast i8* %16 to i32*
  %18 = getelementptr inbounds %struct.Part, %struct.Part* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 8
  call void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

20:                                               ; preds = %2
  ret %struct.Part* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
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
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.B2* @_ZN2B2D2Ev(%struct.B2* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.B2*, align 4
  %4 = alloca i8**, align 4
  store %struct.B2* %0, %struct.B2** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.B2*, %struct.B2** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.B2* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to %struct.Part*
  %10 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9) #6
  ret %struct.B2* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.B1* @_ZN2B1D2Ev(%struct.B1* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.B1*, align 4
  %4 = alloca i8**, align 4
  store %struct.B1* %0, %struct.B1** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.B1*, %struct.B1** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.B1* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  %9 = bitcast i8* %8 to %struct.Part*
  %10 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %9) #6
  ret %struct.B1* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.VB* @_ZN2VBD2Ev(%struct.VB* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.VB*, align 4
  store %struct.VB* %0, %struct.VB** %2, align 4
  %3 = load %struct.VB*, %struct.VB** %2, align 4
  %4 = bitcast %struct.VB* %3 to %struct.Part*
  %5 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %4) #6
  ret %struct.VB* %3
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Top* @_ZN3TopD2Ev(%struct.Top* noundef nonnull returned align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %struct.Top*, align 4
  %4 = alloca i8**, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %struct.Top* %0, %struct.Top** %3, align 4
  store i8** %1, i8*** %4, align 4
  %7 = load %struct.Top*, %struct.Top** %3, align 4
  %8 = load i8**, i8*** %4, align 4
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast %struct.Top* %7 to i32 (...)***
  %11 = bitcast i8* %9 to i32 (...)**
  store i32 (...)** %11, i32 (...)*** %10, align 4
  %12 = getelementptr inbounds i8*, i8** %8, i64 3
  %13 = load i8*, i8** %12, align 4
  %14 = bitcast %struct.Top* %7 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i32 8
  %16 = bitcast i8* %15 to i32 (...)***
  %17 = bitcast i8* %13 to i32 (...)**
  store i32 (...)** %17, i32 (...)*** %16, align 4
  %18 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0))
          to label %19 unwind label %30

19:                                               ; preds = %2
  %20 = getelementptr inbounds %struct.Top, %struct.Top* %7, i32 0, i32 2
  %21 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %20) #6
  %22 = bitcast %struct.Top* %7 to i8*
  %23 = getelementptr inbounds i8, i8* %22, i32 8
  %24 = bitcast i8* %23 to %struct.B2*
  %25 = getelementptr inbounds i8*, i8** %8, i64 2
  %26 = call noundef %struct.B2* @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 4 dereferenceable(8) %24, i8** noundef %25) #6
  %27 = bitcast %struct.Top* %7 to %struct.B1*
  %28 = getelementptr inbounds i8*, i8** %8, i64 1
  %29 = call noundef %struct.B1* @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 4 dereferenceable(8) %27, i8** noundef %28) #6
  ret %struct.Top* %7

30:                                               ; preds = %2
  %31 = landingpad { i8*, i32 }
          catch i8* null
  %32 = extractvalue { i8*, i32 } %31, 0
  store i8* %32, i8** %5, align 4
  %33 = extractvalue { i8*, i32 } %31, 1
  store i32 %33, i32* %6, align 4
  %34 = getelementptr inbounds %struct.Top, %struct.Top* %7, i32 0, i32 2
  %35 = call noundef %struct.Part* @_ZN4PartD2Ev(%struct.Part* noundef nonnull align 4 dereferenceable(4) %34) #6
  %36 = bitcast %struct.Top* %7 to i8*
  %37 = getelementptr inbounds i8, i8* %36, i32 8
  %38 = bitcast i8* %37 to %struct.B2*
  %39 = getelementptr inbounds i8*, i8** %8, i64 2
  %40 = call noundef %struct.B2* @_ZN2B2D2Ev(%struct.B2* noundef nonnull align 4 dereferenceable(8) %38, i8** noundef %39) #6
  %41 = bitcast %struct.Top* %7 to %struct.B1*
  %42 = getelementptr inbounds i8*, i8** %8, i64 1
  %43 = call noundef %struct.B1* @_ZN2B1D2Ev(%struct.B1* noundef nonnull align 4 dereferenceable(8) %41, i8** noundef %42) #6
  br label %44

44:                                               ; preds = %30
  %45 = load i8*, i8** %5, align 4
  call void @__clang_call_terminate(i8* %45) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
