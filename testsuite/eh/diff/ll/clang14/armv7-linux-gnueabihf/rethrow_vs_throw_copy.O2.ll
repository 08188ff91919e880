; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Base = type { i32 (...)**, i32 }
%struct.Derived = type { %struct.Base }

$_ZN4BaseD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4kindEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4kindEv = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTI7Derived = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD0Ev to i8*), i8* bitcast (i8* (%struct.Derived*)* @_ZNK7Derived4kindEv to i8*)] }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4kindEv to i8*)] }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"wrong: Derived\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 8) #9
  %2 = bitcast i8* %1 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, i8* %1, i32 4
  %4 = bitcast i8* %3 to i32*
  store i32 1, i32* %4, align 4, !tbaa !12
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 1)
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #10
          to label %125 unwind label %6

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %8 = extractvalue { i8*, i32 } %7, 0
  %9 = extractvalue { i8*, i32 } %7, 1
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #9
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %6
  %13 = tail call i8* @__cxa_begin_catch(i8* %8) #9
  %14 = bitcast i8* %13 to %struct.Base*
  %15 = bitcast i8* %13 to i8* (%struct.Base*)***
  %16 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %15, align 4, !tbaa !9
  %17 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %16, i32 2
  %18 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %17, align 4
  %19 = invoke noundef i8* %18(%struct.Base* noundef nonnull align 4 dereferenceable(8) %14)
          to label %20 unwind label %33

20:                                               ; preds = %12
  %21 = getelementptr inbounds i8, i8* %13, i32 4
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4, !tbaa !12
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i8* noundef %19, i32 noundef %23)
  %25 = tail call i8* @__cxa_allocate_exception(i32 8) #9
  %26 = bitcast i8* %25 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %26, align 4, !tbaa !9
  %27 = getelementptr inbounds i8, i8* %25, i32 4
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %22, align 4, !tbaa !12
  %30 = add nsw i32 %29, 10
  store i32 %30, i32* %28, align 4, !tbaa !12
  %31 = load i32, i32* %22, align 4, !tbaa !12
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), i32 noundef %31, i32 noundef %30)
  invoke void @__cxa_throw(i8* nonnull %25, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #10
          to label %125 unwind label %33

33:                                               ; preds = %20, %12
  %34 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  invoke void @__cxa_end_catch()
          to label %35 unwind label %122

35:                                               ; preds = %33
  %36 = extractvalue { i8*, i32 } %34, 0
  %37 = extractvalue { i8*, i32 } %34, 1
  br label %38

38:                                               ; preds = %35, %6
  %39 = phi i32 [ %37, %35 ], [ %9, %6 ]
  %40 = phi i8* [ %36, %35 ], [ %8, %6 ]
  %41 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #9
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %43, label %52

43:                                               ; preds = %38
  %44 = tail call i8* @__cxa_begin_catch(i8* %40) #9
  %45 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i32 0, i32 0))
  br label %46

46:                                               ; preds = %62, %43
  tail call void @__cxa_end_catch()
  %47 = tail call i8* @__cxa_allocate_exception(i32 8) #9
  %48 = bitcast i8* %47 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %48, align 4, !tbaa !9
  %49 = getelementptr inbounds i8, i8* %47, i32 4
  %50 = bitcast i8* %49 to i32*
  store i32 2, i32* %50, align 4, !tbaa !12
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2)
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %48, align 4, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #10
          to label %125 unwind label %72

52:                                               ; preds = %38
  %53 = icmp eq i32 %39, %10
  br i1 %53, label %54, label %117

54:                                               ; preds = %52
  %55 = tail call i8* @__cxa_begin_catch(i8* %40) #9
  %56 = bitcast i8* %55 to %struct.Base*
  %57 = bitcast i8* %55 to i8* (%struct.Base*)***
  %58 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %57, align 4, !tbaa !9
  %59 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %58, i32 2
  %60 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %59, align 4
  %61 = invoke noundef i8* %60(%struct.Base* noundef nonnull align 4 dereferenceable(8) %56)
          to label %62 unwind label %67

62:                                               ; preds = %54
  %63 = getelementptr inbounds i8, i8* %55, i32 4
  %64 = bitcast i8* %63 to i32*
  %65 = load i32, i32* %64, align 4, !tbaa !12
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %61, i32 noundef %65)
  br label %46

67:                                               ; preds = %54
  %68 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %69 unwind label %122

69:                                               ; preds = %67
  %70 = extractvalue { i8*, i32 } %68, 1
  %71 = extractvalue { i8*, i32 } %68, 0
  br label %117

72:                                               ; preds = %46
  %73 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %74 = extractvalue { i8*, i32 } %73, 0
  %75 = extractvalue { i8*, i32 } %73, 1
  %76 = icmp eq i32 %75, %10
  br i1 %76, label %77, label %95

77:                                               ; preds = %72
  %78 = tail call i8* @__cxa_begin_catch(i8* %74) #9
  %79 = bitcast i8* %78 to %struct.Base*
  %80 = bitcast i8* %78 to i8* (%struct.Base*)***
  %81 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %80, align 4, !tbaa !9
  %82 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %81, i32 2
  %83 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %82, align 4
  %84 = invoke noundef i8* %83(%struct.Base* noundef nonnull align 4 dereferenceable(8) %79)
          to label %85 unwind label %90

85:                                               ; preds = %77
  %86 = getelementptr inbounds i8, i8* %78, i32 4
  %87 = bitcast i8* %86 to i32*
  %88 = load i32, i32* %87, align 4, !tbaa !12
  %89 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i8* noundef %84, i32 noundef %88)
  invoke void @__cxa_rethrow() #10
          to label %125 unwind label %90

90:                                               ; preds = %85, %77
  %91 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  invoke void @__cxa_end_catch()
          to label %92 unwind label %122

92:                                               ; preds = %90
  %93 = extractvalue { i8*, i32 } %91, 1
  %94 = extractvalue { i8*, i32 } %91, 0
  br label %95

95:                                               ; preds = %92, %72
  %96 = phi i32 [ %93, %92 ], [ %75, %72 ]
  %97 = phi i8* [ %94, %92 ], [ %74, %72 ]
  %98 = icmp eq i32 %96, %41
  br i1 %98, label %99, label %117

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_begin_catch(i8* %97) #9
  %101 = bitcast i8* %100 to %struct.Derived*
  %102 = bitcast i8* %100 to i8* (%struct.Derived*)***
  %103 = load i8* (%struct.Derived*)**, i8* (%struct.Derived*)*** %102, align 4, !tbaa !9
  %104 = getelementptr inbounds i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %103, i32 2
  %105 = load i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %104, align 4
  %106 = invoke noundef i8* %105(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %101)
          to label %107 unwind label %112

107:                                              ; preds = %99
  %108 = getelementptr inbounds i8, i8* %100, i32 4
  %109 = bitcast i8* %108 to i32*
  %110 = load i32, i32* %109, align 4, !tbaa !12
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %106, i32 noundef %110)
  tail call void @__cxa_end_catch()
  ret i32 0

112:                                              ; preds = %99
  %113 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %114 unwind label %122

114:                                              ; preds = %112
  %115 = extractvalue { i8*, i32 } %113, 1
  %116 = extractvalue { i8*, i32 } %113, 0
  br label %117

117:                                              ; preds = %114, %95, %69, %52
  %118 = phi i32 [ %115, %114 ], [ %96, %95 ], [ %70, %69 ], [ %39, %52 ]
  %119 = phi i8* [ %116, %114 ], [ %97, %95 ], [ %71, %69 ], [ %40, %52 ]
  %120 = insertvalue { i8*, i32 } undef, i8* %119, 0
  %121 = insertvalue { i8*, i32 } %120, i32 %118, 1
  resume { i8*, i32 } %121

122:                                              ; preds = %112, %90, %67, %33
  %123 = landingpad { i8*, i32 }
          catch i8* null
  %124 = extractvalue { i8*, i32 } %123, 0
  tail call void @__clang_call_terminate(i8* %124) #11
  unreachable

125:                                              ; preds = %85, %46, %20, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !9
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !12
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %4)
  ret %struct.Base* %0
}

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #4 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #9
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.Derived, %struct.Derived* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !9
  %3 = getelementptr inbounds %struct.Derived, %struct.Derived* %0, i32 0, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !12
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %4) #9
  %6 = bitcast %struct.Derived* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #12
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i8* @_ZNK7Derived4kindEv(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !9
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !12
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %4) #9
  %6 = bitcast %struct.Base* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #12
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i8* @_ZNK4Base4kindEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !14, i64 4}
!13 = !{!"_ZTS4Base", !14, i64 4}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !11, i64 0}
