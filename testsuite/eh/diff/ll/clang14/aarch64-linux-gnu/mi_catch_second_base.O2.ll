; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.D = type { %struct.A.base, [4 x i8], %struct.B.base, i32 }
%struct.A.base = type <{ i32 (...)**, i32 }>
%struct.B.base = type <{ i32 (...)**, i32 }>
%struct.B = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.A = type <{ i32 (...)**, i32, [4 x i8] }>

$_ZN1DD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D4whoAEv = comdat any

$_ZNK1D4whoBEv = comdat any

$_ZThn16_N1DD1Ev = comdat any

$_ZThn16_N1DD0Ev = comdat any

$_ZThn16_NK1D4whoBEv = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTS1D = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1D = comdat any

$_ZTSP1A = comdat any

$_ZTIP1A = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTSP1B = comdat any

$_ZTIP1B = comdat any

$_ZTV1D = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i64 4098 }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1A = linkonce_odr dso_local constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1A, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*) }, comdat, align 8
@_ZTSP1B = linkonce_odr dso_local constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1B, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 8
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoAEv to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoBEv to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZThn16_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn16_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZThn16_NK1D4whoBEv to i8*)] }, comdat, align 8
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"A* matches too\00", align 1
@str.14 = private unnamed_addr constant [4 x i8] c"end\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.D, align 8
  %2 = tail call i8* @__cxa_allocate_exception(i64 32) #10
  %3 = bitcast i8* %2 to i32 (...)***
  %4 = getelementptr inbounds i8, i8* %2, i64 8
  %5 = bitcast i8* %4 to i32*
  %6 = getelementptr inbounds i8, i8* %2, i64 16
  %7 = bitcast i8* %6 to i32 (...)***
  %8 = getelementptr inbounds i8, i8* %2, i64 24
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %7, align 8, !tbaa !10
  store i32 10, i32* %5, align 8, !tbaa !13
  %9 = bitcast i8* %8 to <2 x i32>*
  store <2 x i32> <i32 20, i32 1>, <2 x i32>* %9, align 8, !tbaa !17
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1)
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #11
          to label %163 unwind label %11

11:                                               ; preds = %0
  %12 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %13 = extractvalue { i8*, i32 } %12, 0
  %14 = extractvalue { i8*, i32 } %12, 1
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #10
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %155

17:                                               ; preds = %11
  %18 = tail call i8* @__cxa_begin_catch(i8* %13) #10
  %19 = bitcast i8* %18 to %struct.B*
  %20 = getelementptr inbounds i8, i8* %18, i64 8
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 8, !tbaa !18
  %23 = bitcast i8* %18 to i8* (%struct.B*)***
  %24 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %23, align 8, !tbaa !10
  %25 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %24, i64 2
  %26 = load i8* (%struct.B*)*, i8* (%struct.B*)** %25, align 8
  %27 = invoke noundef i8* %26(%struct.B* noundef nonnull align 8 dereferenceable(12) %19)
          to label %28 unwind label %46

28:                                               ; preds = %17
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %22, i8* noundef %27)
  %30 = getelementptr inbounds i8, i8* %18, i64 -8
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 8, !tbaa !13
  %33 = getelementptr inbounds i8, i8* %18, i64 12
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4, !tbaa !20
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %32, i32 noundef %35)
  tail call void @__cxa_end_catch()
  %37 = tail call i8* @__cxa_allocate_exception(i64 32) #10
  %38 = bitcast i8* %37 to i32 (...)***
  %39 = getelementptr inbounds i8, i8* %37, i64 8
  %40 = bitcast i8* %39 to i32*
  %41 = getelementptr inbounds i8, i8* %37, i64 16
  %42 = bitcast i8* %41 to i32 (...)***
  %43 = getelementptr inbounds i8, i8* %37, i64 24
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %38, align 8, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %42, align 8, !tbaa !10
  store i32 20, i32* %40, align 8, !tbaa !13
  %44 = bitcast i8* %43 to <2 x i32>*
  store <2 x i32> <i32 40, i32 2>, <2 x i32>* %44, align 8, !tbaa !17
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 2)
  invoke void @__cxa_throw(i8* nonnull %37, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #11
          to label %163 unwind label %51

46:                                               ; preds = %17
  %47 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %48 unwind label %160

48:                                               ; preds = %46
  %49 = extractvalue { i8*, i32 } %47, 1
  %50 = extractvalue { i8*, i32 } %47, 0
  br label %155

51:                                               ; preds = %28
  %52 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
  %53 = extractvalue { i8*, i32 } %52, 0
  %54 = extractvalue { i8*, i32 } %52, 1
  %55 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #10
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %155

57:                                               ; preds = %51
  %58 = tail call i8* @__cxa_begin_catch(i8* %53) #10
  %59 = bitcast i8* %58 to %struct.A*
  %60 = getelementptr inbounds i8, i8* %58, i64 8
  %61 = bitcast i8* %60 to i32*
  %62 = load i32, i32* %61, align 8, !tbaa !13
  %63 = bitcast i8* %58 to i8* (%struct.A*)***
  %64 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %63, align 8, !tbaa !10
  %65 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %64, i64 2
  %66 = load i8* (%struct.A*)*, i8* (%struct.A*)** %65, align 8
  %67 = invoke noundef i8* %66(%struct.A* noundef nonnull align 8 dereferenceable(12) %59)
          to label %68 unwind label %80

68:                                               ; preds = %57
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %62, i8* noundef %67)
  tail call void @__cxa_end_catch()
  %70 = bitcast %struct.D* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %70) #10
  %71 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 0
  %72 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 1
  %73 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2, i32 0
  %74 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2, i32 1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %71, align 8, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %73, align 8, !tbaa !10
  %75 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 3
  store i32 30, i32* %72, align 8, !tbaa !13
  %76 = bitcast i32* %74 to <2 x i32>*
  store <2 x i32> <i32 60, i32 3>, <2 x i32>* %76, align 8, !tbaa !17
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 3)
  %78 = tail call i8* @__cxa_allocate_exception(i64 8) #10
  %79 = bitcast i8* %78 to %struct.D**
  store %struct.D* %1, %struct.D** %79, align 16, !tbaa !22
  invoke void @__cxa_throw(i8* nonnull %78, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #11
          to label %163 unwind label %85

80:                                               ; preds = %57
  %81 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %82 unwind label %160

82:                                               ; preds = %80
  %83 = extractvalue { i8*, i32 } %81, 1
  %84 = extractvalue { i8*, i32 } %81, 0
  br label %155

85:                                               ; preds = %68
  %86 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)
  %87 = extractvalue { i8*, i32 } %86, 0
  %88 = extractvalue { i8*, i32 } %86, 1
  %89 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)) #10
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %150

91:                                               ; preds = %85
  %92 = call i8* @__cxa_begin_catch(i8* %87) #10
  %93 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0))
  call void @__cxa_end_catch() #10
  %94 = call i8* @__cxa_allocate_exception(i64 8) #10
  %95 = bitcast i8* %94 to %struct.D**
  store %struct.D* %1, %struct.D** %95, align 16, !tbaa !22
  invoke void @__cxa_throw(i8* nonnull %94, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #11
          to label %163 unwind label %96

96:                                               ; preds = %91
  %97 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)
  %98 = extractvalue { i8*, i32 } %97, 0
  %99 = extractvalue { i8*, i32 } %97, 1
  %100 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)) #10
  %101 = icmp eq i32 %99, %100
  br i1 %101, label %102, label %150

102:                                              ; preds = %96
  %103 = call i8* @__cxa_begin_catch(i8* %98) #10
  %104 = getelementptr inbounds i8, i8* %103, i64 8
  %105 = bitcast i8* %104 to i32*
  %106 = load i32, i32* %105, align 8, !tbaa !18
  %107 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2
  %108 = bitcast %struct.B.base* %107 to i8*
  %109 = icmp eq i8* %103, %108
  %110 = zext i1 %109 to i32
  %111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %106, i32 noundef %110)
  call void @__cxa_end_catch() #10
  %112 = call i8* @__cxa_allocate_exception(i64 32) #10
  %113 = bitcast i8* %112 to i32 (...)***
  %114 = getelementptr inbounds i8, i8* %112, i64 8
  %115 = bitcast i8* %114 to i32*
  %116 = getelementptr inbounds i8, i8* %112, i64 16
  %117 = bitcast i8* %116 to i32 (...)***
  %118 = getelementptr inbounds i8, i8* %112, i64 24
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %113, align 8, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %117, align 8, !tbaa !10
  store i32 40, i32* %115, align 8, !tbaa !13
  %119 = bitcast i8* %118 to <2 x i32>*
  store <2 x i32> <i32 80, i32 4>, <2 x i32>* %119, align 8, !tbaa !17
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 4)
  invoke void @__cxa_throw(i8* nonnull %112, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #11
          to label %163 unwind label %121

121:                                              ; preds = %102
  %122 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*)
  %123 = extractvalue { i8*, i32 } %122, 0
  %124 = extractvalue { i8*, i32 } %122, 1
  %125 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*)) #10
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %150

127:                                              ; preds = %121
  %128 = call i8* @__cxa_get_exception_ptr(i8* %123) #10
  %129 = getelementptr inbounds i8, i8* %128, i64 8
  %130 = bitcast i8* %129 to i32*
  %131 = load i32, i32* %130, align 8, !tbaa !13
  %132 = getelementptr inbounds i8, i8* %128, i64 24
  %133 = bitcast i8* %132 to i32*
  %134 = load i32, i32* %133, align 8, !tbaa !18
  %135 = getelementptr inbounds i8, i8* %128, i64 28
  %136 = bitcast i8* %135 to i32*
  %137 = load i32, i32* %136, align 4, !tbaa !20
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), i32 noundef %137)
  %139 = call i8* @__cxa_begin_catch(i8* %123) #10
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i32 noundef %131, i32 noundef %134, i32 noundef %137)
  %141 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %137) #10
  invoke void @__cxa_end_catch()
          to label %142 unwind label %146

142:                                              ; preds = %127
  %143 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.14, i64 0, i64 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %71, align 8, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %73, align 8, !tbaa !10
  %144 = load i32, i32* %75, align 4, !tbaa !20
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %144) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %70) #10
  ret i32 0

146:                                              ; preds = %127
  %147 = landingpad { i8*, i32 }
          cleanup
  %148 = extractvalue { i8*, i32 } %147, 0
  %149 = extractvalue { i8*, i32 } %147, 1
  br label %150

150:                                              ; preds = %146, %121, %96, %85
  %151 = phi i32 [ %149, %146 ], [ %124, %121 ], [ %99, %96 ], [ %88, %85 ]
  %152 = phi i8* [ %148, %146 ], [ %123, %121 ], [ %98, %96 ], [ %87, %85 ]
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %71, align 8, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %73, align 8, !tbaa !10
  %153 = load i32, i32* %75, align 4, !tbaa !20
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %153) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %70) #10
  br label %155

155:                                              ; preds = %150, %82, %51, %48, %11
  %156 = phi i32 [ %151, %150 ], [ %83, %82 ], [ %54, %51 ], [ %49, %48 ], [ %14, %11 ]
  %157 = phi i8* [ %152, %150 ], [ %84, %82 ], [ %53, %51 ], [ %50, %48 ], [ %13, %11 ]
  %158 = insertvalue { i8*, i32 } undef, i8* %157, 0
  %159 = insertvalue { i8*, i32 } %158, i32 %156, 1
  resume { i8*, i32 } %159

160:                                              ; preds = %80, %46
  %161 = landingpad { i8*, i32 }
          catch i8* null
  %162 = extractvalue { i8*, i32 } %161, 0
  tail call void @__clang_call_terminate(i8* %162) #12
  unreachable

163:                                              ; preds = %102, %91, %68, %28, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !10
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !10
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 3
  %5 = load i32, i32* %4, align 4, !tbaa !20
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %5)
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #5 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #10
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_get_exception_ptr(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !10
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !10
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 3
  %5 = load i32, i32* %4, align 4, !tbaa !20
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %5) #10
  %7 = bitcast %struct.D* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %7) #13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1D4whoAEv(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0)
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1D4whoBEv(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 -1, i32 2
  %3 = bitcast %struct.B.base* %2 to %struct.D*
  %4 = getelementptr %struct.B.base, %struct.B.base* %2, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !10
  %5 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !10
  %6 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 3
  %7 = load i32, i32* %6, align 4, !tbaa !20
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %7) #10
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 -1, i32 2
  %3 = bitcast %struct.B.base* %2 to %struct.D*
  %4 = getelementptr %struct.B.base, %struct.B.base* %2, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !10
  %5 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !10
  %6 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 3
  %7 = load i32, i32* %6, align 4, !tbaa !20
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %7) #10
  %9 = bitcast %struct.B.base* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %9) #13
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i8* @_ZThn16_NK1D4whoBEv(%struct.D* noundef %0) unnamed_addr #7 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !15, i64 8}
!14 = !{!"_ZTS1A", !15, i64 8}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !12, i64 0}
!17 = !{!15, !15, i64 0}
!18 = !{!19, !15, i64 8}
!19 = !{!"_ZTS1B", !15, i64 8}
!20 = !{!21, !15, i64 28}
!21 = !{!"_ZTS1D", !15, i64 28}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !16, i64 0}
