; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Base = type { i32 (...)**, i32 }
%struct.Derived = type { %struct.Base }

$_ZN4BaseD2Ev = comdat any

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
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTI7Derived = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD0Ev to i8*), i8* bitcast (i8* (%struct.Derived*)* @_ZNK7Derived4kindEv to i8*)] }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4kindEv to i8*)] }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"wrong: Derived\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %2 = bitcast i8* %1 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, i8* %1, i32 4
  %4 = bitcast i8* %3 to i32*
  store i32 1, i32* %4, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 1)
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #5
          to label %126 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind label %36

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)]
  %10 = tail call i8* @llvm.wasm.get.exception(token %9)
  %11 = tail call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #1
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %8
  %15 = call i8* @__cxa_begin_catch(i8* %10) #1 [ "funclet"(token %9) ]
  %16 = bitcast i8* %15 to %struct.Base*
  %17 = bitcast i8* %15 to i8* (%struct.Base*)***
  %18 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %17, align 4, !tbaa !2
  %19 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %18, i32 2
  %20 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %19, align 4
  %21 = invoke noundef i8* %20(%struct.Base* noundef nonnull align 4 dereferenceable(8) %16) [ "funclet"(token %9) ]
          to label %22 unwind label %114

22:                                               ; preds = %14
  %23 = getelementptr inbounds i8, i8* %15, i32 4
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i8* noundef %21, i32 noundef %25) [ "funclet"(token %9) ]
  %27 = call i8* @__cxa_allocate_exception(i32 8) #1 [ "funclet"(token %9) ]
  %28 = bitcast i8* %27 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %28, align 4, !tbaa !2
  %29 = getelementptr inbounds i8, i8* %27, i32 4
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %24, align 4, !tbaa !5
  %32 = add nsw i32 %31, 10
  store i32 %32, i32* %30, align 4, !tbaa !5
  %33 = load i32, i32* %24, align 4, !tbaa !5
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), i32 noundef %33, i32 noundef %32) [ "funclet"(token %9) ]
  invoke void @__cxa_throw(i8* nonnull %27, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #5 [ "funclet"(token %9) ]
          to label %126 unwind label %114

35:                                               ; preds = %8
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %9) ]
          to label %126 unwind label %36

36:                                               ; preds = %35, %116, %6
  %37 = catchswitch within none [label %38] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)]
  %40 = tail call i8* @llvm.wasm.get.exception(token %39)
  %41 = tail call i32 @llvm.wasm.get.ehselector(token %39)
  %42 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #1
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %38
  %45 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %46 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() [ "funclet"(token %39) ]
  catchret from %39 to label %64

47:                                               ; preds = %38
  %48 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #1
  %49 = icmp eq i32 %41, %48
  br i1 %49, label %50, label %63

50:                                               ; preds = %47
  %51 = call i8* @__cxa_begin_catch(i8* %40) #1 [ "funclet"(token %39) ]
  %52 = bitcast i8* %51 to %struct.Base*
  %53 = bitcast i8* %51 to i8* (%struct.Base*)***
  %54 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %53, align 4, !tbaa !2
  %55 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %54, i32 2
  %56 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %55, align 4
  %57 = invoke noundef i8* %56(%struct.Base* noundef nonnull align 4 dereferenceable(8) %52) [ "funclet"(token %39) ]
          to label %58 unwind label %117

58:                                               ; preds = %50
  %59 = getelementptr inbounds i8, i8* %51, i32 4
  %60 = bitcast i8* %59 to i32*
  %61 = load i32, i32* %60, align 4, !tbaa !5
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %57, i32 noundef %61) [ "funclet"(token %39) ]
  call void @__cxa_end_catch() [ "funclet"(token %39) ]
  catchret from %39 to label %64

63:                                               ; preds = %47
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %39) ]
  unreachable

64:                                               ; preds = %44, %58
  %65 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %66 = bitcast i8* %65 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %66, align 4, !tbaa !2
  %67 = getelementptr inbounds i8, i8* %65, i32 4
  %68 = bitcast i8* %67 to i32*
  store i32 2, i32* %68, align 4, !tbaa !5
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2)
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %66, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %65, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #5
          to label %126 unwind label %70

70:                                               ; preds = %64
  %71 = catchswitch within none [label %72] unwind label %92

72:                                               ; preds = %70
  %73 = catchpad within %71 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)]
  %74 = tail call i8* @llvm.wasm.get.exception(token %73)
  %75 = tail call i32 @llvm.wasm.get.ehselector(token %73)
  %76 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #1
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %91

78:                                               ; preds = %72
  %79 = call i8* @__cxa_begin_catch(i8* %74) #1 [ "funclet"(token %73) ]
  %80 = bitcast i8* %79 to %struct.Base*
  %81 = bitcast i8* %79 to i8* (%struct.Base*)***
  %82 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %81, align 4, !tbaa !2
  %83 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %82, i32 2
  %84 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %83, align 4
  %85 = invoke noundef i8* %84(%struct.Base* noundef nonnull align 4 dereferenceable(8) %80) [ "funclet"(token %73) ]
          to label %86 unwind label %120

86:                                               ; preds = %78
  %87 = getelementptr inbounds i8, i8* %79, i32 4
  %88 = bitcast i8* %87 to i32*
  %89 = load i32, i32* %88, align 4, !tbaa !5
  %90 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i8* noundef %85, i32 noundef %89) [ "funclet"(token %73) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %73) ]
          to label %126 unwind label %120

91:                                               ; preds = %72
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %73) ]
          to label %126 unwind label %92

92:                                               ; preds = %91, %122, %70
  %93 = catchswitch within none [label %94] unwind to caller

94:                                               ; preds = %92
  %95 = catchpad within %93 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)]
  %96 = tail call i8* @llvm.wasm.get.exception(token %95)
  %97 = tail call i32 @llvm.wasm.get.ehselector(token %95)
  %98 = icmp eq i32 %97, %42
  br i1 %98, label %99, label %112

99:                                               ; preds = %94
  %100 = call i8* @__cxa_begin_catch(i8* %96) #1 [ "funclet"(token %95) ]
  %101 = bitcast i8* %100 to %struct.Derived*
  %102 = bitcast i8* %100 to i8* (%struct.Derived*)***
  %103 = load i8* (%struct.Derived*)**, i8* (%struct.Derived*)*** %102, align 4, !tbaa !2
  %104 = getelementptr inbounds i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %103, i32 2
  %105 = load i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %104, align 4
  %106 = invoke noundef i8* %105(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %101) [ "funclet"(token %95) ]
          to label %107 unwind label %123

107:                                              ; preds = %99
  %108 = getelementptr inbounds i8, i8* %100, i32 4
  %109 = bitcast i8* %108 to i32*
  %110 = load i32, i32* %109, align 4, !tbaa !5
  %111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %106, i32 noundef %110) [ "funclet"(token %95) ]
  call void @__cxa_end_catch() [ "funclet"(token %95) ]
  catchret from %95 to label %113

112:                                              ; preds = %94
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %95) ]
  unreachable

113:                                              ; preds = %107
  ret i32 0

114:                                              ; preds = %22, %14
  %115 = cleanuppad within %9 []
  invoke void @__cxa_end_catch() [ "funclet"(token %115) ]
          to label %116 unwind label %127

116:                                              ; preds = %114
  cleanupret from %115 unwind label %36

117:                                              ; preds = %50
  %118 = cleanuppad within %39 []
  invoke void @__cxa_end_catch() [ "funclet"(token %118) ]
          to label %119 unwind label %129

119:                                              ; preds = %117
  cleanupret from %118 unwind to caller

120:                                              ; preds = %86, %78
  %121 = cleanuppad within %73 []
  invoke void @__cxa_end_catch() [ "funclet"(token %121) ]
          to label %122 unwind label %131

122:                                              ; preds = %120
  cleanupret from %121 unwind label %92

123:                                              ; preds = %99
  %124 = cleanuppad within %95 []
  invoke void @__cxa_end_catch() [ "funclet"(token %124) ]
          to label %125 unwind label %133

125:                                              ; preds = %123
  cleanupret from %124 unwind to caller

126:                                              ; preds = %91, %86, %64, %35, %22, %0
  unreachable

127:                                              ; preds = %114
  %128 = cleanuppad within %115 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %128) ]
  unreachable

129:                                              ; preds = %117
  %130 = cleanuppad within %118 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %130) ]
  unreachable

131:                                              ; preds = %120
  %132 = cleanuppad within %121 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %132) ]
  unreachable

133:                                              ; preds = %123
  %134 = cleanuppad within %124 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %134) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %4)
  ret %struct.Base* %0
}

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN7DerivedD0Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.Derived, %struct.Derived* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.Derived, %struct.Derived* %0, i32 0, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %4) #1
  %6 = bitcast %struct.Derived* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #11
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK7Derived4kindEv(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %4) #1
  %6 = bitcast %struct.Base* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #11
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK4Base4kindEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nofree nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS4Base", !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
