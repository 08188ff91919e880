; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca %struct.D, align 8
  %2 = tail call i8* @__cxa_allocate_exception(i64 32) #10
  %3 = bitcast i8* %2 to i32 (...)***
  %4 = getelementptr inbounds i8, i8* %2, i64 8
  %5 = bitcast i8* %4 to i32*
  %6 = getelementptr inbounds i8, i8* %2, i64 16
  %7 = bitcast i8* %6 to i32 (...)***
  %8 = getelementptr inbounds i8, i8* %2, i64 24
  %9 = bitcast i8* %8 to i32*
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !4
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %7, align 8, !tbaa !4
  %10 = getelementptr inbounds i8, i8* %2, i64 28
  %11 = bitcast i8* %10 to i32*
  store i32 1, i32* %11, align 4, !tbaa !7
  store i32 10, i32* %5, align 8, !tbaa !11
  store i32 20, i32* %9, align 8, !tbaa !13
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1)
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #11
          to label %168 unwind label %13

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  %16 = extractvalue { i8*, i32 } %14, 1
  %17 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #10
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %160

19:                                               ; preds = %13
  %20 = tail call i8* @__cxa_begin_catch(i8* %15) #10
  %21 = bitcast i8* %20 to %struct.B*
  %22 = getelementptr inbounds i8, i8* %20, i64 8
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 8, !tbaa !13
  %25 = bitcast i8* %20 to i8* (%struct.B*)***
  %26 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %25, align 8, !tbaa !4
  %27 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %26, i64 2
  %28 = load i8* (%struct.B*)*, i8* (%struct.B*)** %27, align 8
  %29 = invoke noundef i8* %28(%struct.B* noundef nonnull align 8 dereferenceable(12) %21)
          to label %30 unwind label %50

30:                                               ; preds = %19
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %24, i8* noundef %29)
  %32 = getelementptr inbounds i8, i8* %20, i64 -8
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 8, !tbaa !11
  %35 = getelementptr inbounds i8, i8* %20, i64 12
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !7
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %34, i32 noundef %37)
  tail call void @__cxa_end_catch()
  %39 = tail call i8* @__cxa_allocate_exception(i64 32) #10
  %40 = bitcast i8* %39 to i32 (...)***
  %41 = getelementptr inbounds i8, i8* %39, i64 8
  %42 = bitcast i8* %41 to i32*
  %43 = getelementptr inbounds i8, i8* %39, i64 16
  %44 = bitcast i8* %43 to i32 (...)***
  %45 = getelementptr inbounds i8, i8* %39, i64 24
  %46 = bitcast i8* %45 to i32*
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %40, align 8, !tbaa !4
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %44, align 8, !tbaa !4
  %47 = getelementptr inbounds i8, i8* %39, i64 28
  %48 = bitcast i8* %47 to i32*
  store i32 2, i32* %48, align 4, !tbaa !7
  store i32 20, i32* %42, align 8, !tbaa !11
  store i32 40, i32* %46, align 8, !tbaa !13
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 2)
  invoke void @__cxa_throw(i8* nonnull %39, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #11
          to label %168 unwind label %55

50:                                               ; preds = %19
  %51 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %52 unwind label %165

52:                                               ; preds = %50
  %53 = extractvalue { i8*, i32 } %51, 1
  %54 = extractvalue { i8*, i32 } %51, 0
  br label %160

55:                                               ; preds = %30
  %56 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
  %57 = extractvalue { i8*, i32 } %56, 0
  %58 = extractvalue { i8*, i32 } %56, 1
  %59 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #10
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %160

61:                                               ; preds = %55
  %62 = tail call i8* @__cxa_begin_catch(i8* %57) #10
  %63 = bitcast i8* %62 to %struct.A*
  %64 = getelementptr inbounds i8, i8* %62, i64 8
  %65 = bitcast i8* %64 to i32*
  %66 = load i32, i32* %65, align 8, !tbaa !11
  %67 = bitcast i8* %62 to i8* (%struct.A*)***
  %68 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %67, align 8, !tbaa !4
  %69 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %68, i64 2
  %70 = load i8* (%struct.A*)*, i8* (%struct.A*)** %69, align 8
  %71 = invoke noundef i8* %70(%struct.A* noundef nonnull align 8 dereferenceable(12) %63)
          to label %72 unwind label %83

72:                                               ; preds = %61
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %66, i8* noundef %71)
  tail call void @__cxa_end_catch()
  %74 = bitcast %struct.D* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %74) #10
  %75 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 0
  %76 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 1
  %77 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2, i32 0
  %78 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2, i32 1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %75, align 8, !tbaa !4
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %77, align 8, !tbaa !4
  %79 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 3
  store i32 3, i32* %79, align 4, !tbaa !7
  store i32 30, i32* %76, align 8, !tbaa !11
  store i32 60, i32* %78, align 8, !tbaa !13
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 3)
  %81 = tail call i8* @__cxa_allocate_exception(i64 8) #10
  %82 = bitcast i8* %81 to %struct.D**
  store %struct.D* %1, %struct.D** %82, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #11
          to label %168 unwind label %88

83:                                               ; preds = %61
  %84 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %85 unwind label %165

85:                                               ; preds = %83
  %86 = extractvalue { i8*, i32 } %84, 1
  %87 = extractvalue { i8*, i32 } %84, 0
  br label %160

88:                                               ; preds = %72
  %89 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)
  %90 = extractvalue { i8*, i32 } %89, 0
  %91 = extractvalue { i8*, i32 } %89, 1
  %92 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)) #10
  %93 = icmp eq i32 %91, %92
  br i1 %93, label %94, label %155

94:                                               ; preds = %88
  %95 = call i8* @__cxa_begin_catch(i8* %90) #10
  %96 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0))
  call void @__cxa_end_catch() #10
  %97 = call i8* @__cxa_allocate_exception(i64 8) #10
  %98 = bitcast i8* %97 to %struct.D**
  store %struct.D* %1, %struct.D** %98, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %97, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #11
          to label %168 unwind label %99

99:                                               ; preds = %94
  %100 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)
  %101 = extractvalue { i8*, i32 } %100, 0
  %102 = extractvalue { i8*, i32 } %100, 1
  %103 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)) #10
  %104 = icmp eq i32 %102, %103
  br i1 %104, label %105, label %155

105:                                              ; preds = %99
  %106 = call i8* @__cxa_begin_catch(i8* %101) #10
  %107 = getelementptr inbounds i8, i8* %106, i64 8
  %108 = bitcast i8* %107 to i32*
  %109 = load i32, i32* %108, align 8, !tbaa !13
  %110 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2
  %111 = bitcast %struct.B.base* %110 to i8*
  %112 = icmp eq i8* %106, %111
  %113 = zext i1 %112 to i32
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %109, i32 noundef %113)
  call void @__cxa_end_catch() #10
  %115 = call i8* @__cxa_allocate_exception(i64 32) #10
  %116 = bitcast i8* %115 to i32 (...)***
  %117 = getelementptr inbounds i8, i8* %115, i64 8
  %118 = bitcast i8* %117 to i32*
  %119 = getelementptr inbounds i8, i8* %115, i64 16
  %120 = bitcast i8* %119 to i32 (...)***
  %121 = getelementptr inbounds i8, i8* %115, i64 24
  %122 = bitcast i8* %121 to i32*
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %116, align 8, !tbaa !4
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %120, align 8, !tbaa !4
  %123 = getelementptr inbounds i8, i8* %115, i64 28
  %124 = bitcast i8* %123 to i32*
  store i32 4, i32* %124, align 4, !tbaa !7
  store i32 40, i32* %118, align 8, !tbaa !11
  store i32 80, i32* %122, align 8, !tbaa !13
  %125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 4)
  invoke void @__cxa_throw(i8* nonnull %115, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*)) #11
          to label %168 unwind label %126

126:                                              ; preds = %105
  %127 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*)
  %128 = extractvalue { i8*, i32 } %127, 0
  %129 = extractvalue { i8*, i32 } %127, 1
  %130 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*)) #10
  %131 = icmp eq i32 %129, %130
  br i1 %131, label %132, label %155

132:                                              ; preds = %126
  %133 = call i8* @__cxa_get_exception_ptr(i8* %128) #10
  %134 = getelementptr inbounds i8, i8* %133, i64 8
  %135 = bitcast i8* %134 to i32*
  %136 = load i32, i32* %135, align 8, !tbaa !11
  %137 = getelementptr inbounds i8, i8* %133, i64 24
  %138 = bitcast i8* %137 to i32*
  %139 = load i32, i32* %138, align 8, !tbaa !13
  %140 = getelementptr inbounds i8, i8* %133, i64 28
  %141 = bitcast i8* %140 to i32*
  %142 = load i32, i32* %141, align 4, !tbaa !7
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), i32 noundef %142)
  %144 = call i8* @__cxa_begin_catch(i8* %128) #10
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), i32 noundef %136, i32 noundef %139, i32 noundef %142)
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %142) #10
  invoke void @__cxa_end_catch()
          to label %147 unwind label %151

147:                                              ; preds = %132
  %148 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.14, i64 0, i64 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %75, align 8, !tbaa !4
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %77, align 8, !tbaa !4
  %149 = load i32, i32* %79, align 4, !tbaa !7
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %149) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %74) #10
  ret i32 0

151:                                              ; preds = %132
  %152 = landingpad { i8*, i32 }
          cleanup
  %153 = extractvalue { i8*, i32 } %152, 0
  %154 = extractvalue { i8*, i32 } %152, 1
  br label %155

155:                                              ; preds = %151, %126, %99, %88
  %156 = phi i32 [ %154, %151 ], [ %129, %126 ], [ %102, %99 ], [ %91, %88 ]
  %157 = phi i8* [ %153, %151 ], [ %128, %126 ], [ %101, %99 ], [ %90, %88 ]
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %75, align 8, !tbaa !4
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %77, align 8, !tbaa !4
  %158 = load i32, i32* %79, align 4, !tbaa !7
  %159 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %158) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %74) #10
  br label %160

160:                                              ; preds = %155, %85, %55, %52, %13
  %161 = phi i32 [ %156, %155 ], [ %86, %85 ], [ %58, %55 ], [ %53, %52 ], [ %16, %13 ]
  %162 = phi i8* [ %157, %155 ], [ %87, %85 ], [ %57, %55 ], [ %54, %52 ], [ %15, %13 ]
  %163 = insertvalue { i8*, i32 } undef, i8* %162, 0
  %164 = insertvalue { i8*, i32 } %163, i32 %161, 1
  resume { i8*, i32 } %164

165:                                              ; preds = %83, %50
  %166 = landingpad { i8*, i32 }
          catch i8* null
  %167 = extractvalue { i8*, i32 } %166, 0
  tail call void @__clang_call_terminate(i8* %167) #12
  unreachable

168:                                              ; preds = %105, %94, %72, %30, %0
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !4
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 3
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %5)
  ret void
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #5 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #10
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local i8* @__cxa_get_exception_ptr(i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !4
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 3
  %5 = load i32, i32* %4, align 4, !tbaa !7
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
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 -1, i32 2
  %3 = bitcast %struct.B.base* %2 to %struct.D*
  %4 = getelementptr %struct.B.base, %struct.B.base* %2, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %5 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !4
  %6 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 3
  %7 = load i32, i32* %6, align 4, !tbaa !7
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i32 noundef %7) #10
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 -1, i32 2
  %3 = bitcast %struct.B.base* %2 to %struct.D*
  %4 = getelementptr %struct.B.base, %struct.B.base* %2, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %5 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !4
  %6 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 3
  %7 = load i32, i32* %6, align 4, !tbaa !7
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
declare dso_local void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"vtable pointer", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !9, i64 28}
!8 = !{!"_ZTS1D", !9, i64 28}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !6, i64 0}
!11 = !{!12, !9, i64 8}
!12 = !{!"_ZTS1A", !9, i64 8}
!13 = !{!14, !9, i64 8}
!14 = !{!"_ZTS1B", !9, i64 8}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !10, i64 0}
