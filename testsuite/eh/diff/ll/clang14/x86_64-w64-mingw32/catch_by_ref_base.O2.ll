; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Mid = type { %struct.Base.base, [4 x i8] }
%struct.Base.base = type <{ i32 (...)**, i32 }>
%struct.Base = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Leaf = type { %struct.Mid.base, [4 x i8] }
%struct.Mid.base = type { %struct.Base.base }

$__clang_call_terminate = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN3MidD2Ev = comdat any

$_ZN4LeafD2Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZNK4Leaf4nameEv = comdat any

$_ZN4LeafD0Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS3Mid = comdat any

$_ZTI3Mid = comdat any

$_ZTS4Leaf = comdat any

$_ZTI4Leaf = comdat any

$_ZTV4Base = comdat any

$_ZTV3Mid = comdat any

$_ZTV4Leaf = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Mid = linkonce_odr dso_local constant [5 x i8] c"3Mid\00", comdat, align 1
@_ZTI3Mid = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Mid, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"-- %d\0A\00", align 1
@_ZTS4Leaf = linkonce_odr dso_local constant [6 x i8] c"4Leaf\00", comdat, align 1
@_ZTI4Leaf = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Leaf, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*) }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4nameEv to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 8
@.str.3 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@_ZTV3Mid = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*), i8* bitcast (i8* (%struct.Mid*)* @_ZNK3Mid4nameEv to i8*), i8* bitcast (void (%struct.Mid*)* @_ZN3MidD2Ev to i8*), i8* bitcast (void (%struct.Mid*)* @_ZN3MidD0Ev to i8*)] }, comdat, align 8
@.str.5 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@_ZTV4Leaf = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Leaf to i8*), i8* bitcast (i8* (%struct.Leaf*)* @_ZNK4Leaf4nameEv to i8*), i8* bitcast (void (%struct.Leaf*)* @_ZN4LeafD2Ev to i8*), i8* bitcast (void (%struct.Leaf*)* @_ZN4LeafD0Ev to i8*)] }, comdat, align 8
@.str.7 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@str = private unnamed_addr constant [5 x i8] c"~Mid\00", align 1
@str.9 = private unnamed_addr constant [6 x i8] c"~Leaf\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  br label %2

1:                                                ; preds = %59
  ret i32 0

2:                                                ; preds = %0, %59
  %3 = phi i32 [ 0, %0 ], [ %65, %59 ]
  switch i32 %3, label %16 [
    i32 0, label %4
    i32 1, label %10
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i64 16) #8
  %6 = bitcast i8* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !4
  %7 = getelementptr inbounds i8, i8* %5, i64 8
  %8 = bitcast i8* %7 to i32*
  store i32 10, i32* %8, align 8, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #9
          to label %9 unwind label %22

9:                                                ; preds = %4
  unreachable

10:                                               ; preds = %2
  %11 = tail call i8* @__cxa_allocate_exception(i64 16) #8
  %12 = bitcast i8* %11 to i32 (...)***
  %13 = getelementptr inbounds i8, i8* %11, i64 8
  %14 = bitcast i8* %13 to i32*
  store i32 11, i32* %14, align 8, !tbaa !7
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %12, align 8, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*), i8* bitcast (void (%struct.Mid*)* @_ZN3MidD2Ev to i8*)) #9
          to label %15 unwind label %22

15:                                               ; preds = %10
  unreachable

16:                                               ; preds = %2
  %17 = tail call i8* @__cxa_allocate_exception(i64 16) #8
  %18 = getelementptr inbounds i8, i8* %17, i64 8
  %19 = bitcast i8* %18 to i32*
  store i32 12, i32* %19, align 8, !tbaa !7
  %20 = bitcast i8* %17 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %20, align 8, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Leaf to i8*), i8* bitcast (void (%struct.Leaf*)* @_ZN4LeafD2Ev to i8*)) #9
          to label %21 unwind label %22

21:                                               ; preds = %16
  unreachable

22:                                               ; preds = %16, %10, %4
  %23 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  %24 = extractvalue { i8*, i32 } %23, 0
  %25 = extractvalue { i8*, i32 } %23, 1
  %26 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Mid to i8*)) #8
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %47

28:                                               ; preds = %22
  %29 = tail call i8* @__cxa_begin_catch(i8* %24) #8
  %30 = bitcast i8* %29 to %struct.Mid*
  %31 = bitcast i8* %29 to i8* (%struct.Mid*)***
  %32 = load i8* (%struct.Mid*)**, i8* (%struct.Mid*)*** %31, align 8, !tbaa !4
  %33 = load i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %32, align 8
  %34 = invoke noundef i8* %33(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %30)
          to label %35 unwind label %42

35:                                               ; preds = %28
  %36 = getelementptr inbounds i8, i8* %29, i64 8
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 8, !tbaa !7
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i8* noundef %34, i32 noundef %38)
  %40 = load i32, i32* %37, align 8, !tbaa !7
  %41 = add nsw i32 %40, 100
  store i32 %41, i32* %37, align 8, !tbaa !7
  invoke void @__cxa_rethrow() #9
          to label %84 unwind label %42

42:                                               ; preds = %35, %28
  %43 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  invoke void @__cxa_end_catch()
          to label %44 unwind label %77

44:                                               ; preds = %42
  %45 = extractvalue { i8*, i32 } %43, 1
  %46 = extractvalue { i8*, i32 } %43, 0
  br label %47

47:                                               ; preds = %44, %22
  %48 = phi i32 [ %45, %44 ], [ %25, %22 ]
  %49 = phi i8* [ %46, %44 ], [ %24, %22 ]
  %50 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %51 = icmp eq i32 %48, %50
  br i1 %51, label %52, label %72

52:                                               ; preds = %47
  %53 = tail call i8* @__cxa_begin_catch(i8* %49) #8
  %54 = bitcast i8* %53 to %struct.Base*
  %55 = bitcast i8* %53 to i8* (%struct.Base*)***
  %56 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %55, align 8, !tbaa !4
  %57 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %56, align 8
  %58 = invoke noundef i8* %57(%struct.Base* noundef nonnull align 8 dereferenceable(12) %54)
          to label %59 unwind label %67

59:                                               ; preds = %52
  %60 = getelementptr inbounds i8, i8* %53, i64 8
  %61 = bitcast i8* %60 to i32*
  %62 = load i32, i32* %61, align 8, !tbaa !7
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i64 0, i64 0), i8* noundef %58, i32 noundef %62)
  tail call void @__cxa_end_catch()
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %3)
  %65 = add nuw nsw i32 %3, 1
  %66 = icmp eq i32 %65, 3
  br i1 %66, label %1, label %2, !llvm.loop !11

67:                                               ; preds = %52
  %68 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %69 unwind label %79

69:                                               ; preds = %67
  %70 = extractvalue { i8*, i32 } %68, 1
  %71 = extractvalue { i8*, i32 } %68, 0
  br label %72

72:                                               ; preds = %47, %69
  %73 = phi i32 [ %70, %69 ], [ %48, %47 ]
  %74 = phi i8* [ %71, %69 ], [ %49, %47 ]
  %75 = insertvalue { i8*, i32 } undef, i8* %74, 0
  %76 = insertvalue { i8*, i32 } %75, i32 %73, 1
  resume { i8*, i32 } %76

77:                                               ; preds = %42
  %78 = landingpad { i8*, i32 }
          catch i8* null
  br label %81

79:                                               ; preds = %67
  %80 = landingpad { i8*, i32 }
          catch i8* null
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi { i8*, i32 } [ %78, %77 ], [ %80, %79 ]
  %83 = extractvalue { i8*, i32 } %82, 0
  tail call void @__clang_call_terminate(i8* %83) #10
  unreachable

84:                                               ; preds = %35
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local void @__cxa_rethrow() local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #3 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #8
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !7
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %4)
  ret void
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN3MidD2Ev(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %4 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 1
  %5 = load i32, i32* %4, align 8, !tbaa !7
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5) #8
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4LeafD2Ev(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.9, i64 0, i64 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %4 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0)) #8
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %5 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !7
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %6) #8
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Base4nameEv(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !7
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %4) #8
  %6 = bitcast %struct.Base* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK3Mid4nameEv(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN3MidD0Ev(%struct.Mid* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0)) #8
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %4 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 1
  %5 = load i32, i32* %4, align 8, !tbaa !7
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5) #8
  %7 = bitcast %struct.Mid* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %7) #11
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Leaf4nameEv(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN4LeafD0Ev(%struct.Leaf* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Leaf, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.9, i64 0, i64 0)) #8
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV3Mid, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %4 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0)) #8
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %5 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !7
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %6) #8
  %8 = bitcast %struct.Leaf* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %8) #11
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"vtable pointer", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !9, i64 8}
!8 = !{!"_ZTS4Base", !9, i64 8}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
