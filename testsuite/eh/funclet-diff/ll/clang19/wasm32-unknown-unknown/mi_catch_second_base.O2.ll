; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { ptr, i32 }
%struct.B = type { ptr, i32 }

$_ZN1DD2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D4whoAEv = comdat any

$_ZNK1D4whoBEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZThn8_NK1D4whoBEv = comdat any

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

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 0, i32 2, ptr @_ZTI1A, i32 2, ptr @_ZTI1B, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1A = linkonce_odr hidden constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1A, i32 0, ptr @_ZTI1A }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@_ZTSP1B = linkonce_odr hidden constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1B, i32 0, ptr @_ZTI1B }, comdat, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1DD2Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D4whoAEv, ptr @_ZNK1D4whoBEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D, ptr @_ZThn8_N1DD1Ev, ptr @_ZThn8_N1DD0Ev, ptr @_ZThn8_NK1D4whoBEv] }, comdat, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"A* matches too\00", align 1
@str.14 = private unnamed_addr constant [4 x i8] c"end\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.D, align 4
  %2 = tail call ptr @__cxa_allocate_exception(i32 20) #11
  %3 = getelementptr inbounds i8, ptr %2, i32 4
  %4 = getelementptr inbounds i8, ptr %2, i32 8
  %5 = getelementptr inbounds i8, ptr %2, i32 12
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %2, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %4, align 4, !tbaa !2
  %6 = getelementptr inbounds i8, ptr %2, i32 16
  store i32 1, ptr %6, align 4, !tbaa !5
  store i32 10, ptr %3, align 4, !tbaa !11
  store i32 20, ptr %5, align 4, !tbaa !12
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #6
          to label %138 unwind label %8

8:                                                ; preds = %0
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTI1B]
  %12 = tail call ptr @llvm.wasm.get.exception(token %11)
  %13 = tail call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #11
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %31

16:                                               ; preds = %10
  %17 = call ptr @__cxa_begin_catch(ptr %12) #11 [ "funclet"(token %11) ]
  %18 = getelementptr inbounds i8, ptr %17, i32 4
  %19 = load i32, ptr %18, align 4, !tbaa !12
  %20 = load ptr, ptr %17, align 4, !tbaa !2
  %21 = getelementptr inbounds i8, ptr %20, i32 8
  %22 = load ptr, ptr %21, align 4
  %23 = invoke noundef ptr %22(ptr noundef nonnull align 4 dereferenceable(8) %17) [ "funclet"(token %11) ]
          to label %24 unwind label %128

24:                                               ; preds = %16
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, ptr noundef %23) [ "funclet"(token %11) ]
  %26 = getelementptr inbounds i8, ptr %17, i32 -4
  %27 = load i32, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds i8, ptr %17, i32 8
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27, i32 noundef %29) [ "funclet"(token %11) ]
  call void @__cxa_end_catch() [ "funclet"(token %11) ]
  catchret from %11 to label %32

31:                                               ; preds = %10
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %11) ]
  unreachable

32:                                               ; preds = %24
  %33 = tail call ptr @__cxa_allocate_exception(i32 20) #11
  %34 = getelementptr inbounds i8, ptr %33, i32 4
  %35 = getelementptr inbounds i8, ptr %33, i32 8
  %36 = getelementptr inbounds i8, ptr %33, i32 12
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %33, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %35, align 4, !tbaa !2
  %37 = getelementptr inbounds i8, ptr %33, i32 16
  store i32 2, ptr %37, align 4, !tbaa !5
  store i32 20, ptr %34, align 4, !tbaa !11
  store i32 40, ptr %36, align 4, !tbaa !12
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  invoke void @__cxa_throw(ptr nonnull %33, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #6
          to label %138 unwind label %39

39:                                               ; preds = %32
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @_ZTI1A]
  %43 = tail call ptr @llvm.wasm.get.exception(token %42)
  %44 = tail call i32 @llvm.wasm.get.ehselector(token %42)
  %45 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #11
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %57

47:                                               ; preds = %41
  %48 = call ptr @__cxa_begin_catch(ptr %43) #11 [ "funclet"(token %42) ]
  %49 = getelementptr inbounds i8, ptr %48, i32 4
  %50 = load i32, ptr %49, align 4, !tbaa !11
  %51 = load ptr, ptr %48, align 4, !tbaa !2
  %52 = getelementptr inbounds i8, ptr %51, i32 8
  %53 = load ptr, ptr %52, align 4
  %54 = invoke noundef ptr %53(ptr noundef nonnull align 4 dereferenceable(8) %48) [ "funclet"(token %42) ]
          to label %55 unwind label %131

55:                                               ; preds = %47
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50, ptr noundef %54) [ "funclet"(token %42) ]
  call void @__cxa_end_catch() [ "funclet"(token %42) ]
  catchret from %42 to label %58

57:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %42) ]
  unreachable

58:                                               ; preds = %55
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #11
  %59 = getelementptr inbounds i8, ptr %1, i32 4
  %60 = getelementptr inbounds i8, ptr %1, i32 8
  %61 = getelementptr inbounds i8, ptr %1, i32 12
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %1, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %60, align 4, !tbaa !2
  %62 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 3, ptr %62, align 4, !tbaa !5
  store i32 30, ptr %59, align 4, !tbaa !11
  store i32 60, ptr %61, align 4, !tbaa !12
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %64 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr %1, ptr %64, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %64, ptr nonnull @_ZTIP1D, ptr null) #6
          to label %138 unwind label %65

65:                                               ; preds = %58
  %66 = catchswitch within none [label %67] unwind label %134

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @_ZTIP1A]
  %69 = call ptr @llvm.wasm.get.exception(token %68)
  %70 = call i32 @llvm.wasm.get.ehselector(token %68)
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1A) #11
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %76

73:                                               ; preds = %67
  %74 = call ptr @__cxa_begin_catch(ptr %69) #11 [ "funclet"(token %68) ]
  %75 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %68) ]
  call void @__cxa_end_catch() #11 [ "funclet"(token %68) ]
  catchret from %68 to label %77

76:                                               ; preds = %67
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %68) ]
          to label %138 unwind label %134

77:                                               ; preds = %73
  %78 = call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr %1, ptr %78, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %78, ptr nonnull @_ZTIP1D, ptr null) #6
          to label %138 unwind label %79

79:                                               ; preds = %77
  %80 = catchswitch within none [label %81] unwind label %134

81:                                               ; preds = %79
  %82 = catchpad within %80 [ptr @_ZTIP1B]
  %83 = call ptr @llvm.wasm.get.exception(token %82)
  %84 = call i32 @llvm.wasm.get.ehselector(token %82)
  %85 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1B) #11
  %86 = icmp eq i32 %84, %85
  br i1 %86, label %87, label %94

87:                                               ; preds = %81
  %88 = call ptr @__cxa_begin_catch(ptr %83) #11 [ "funclet"(token %82) ]
  %89 = getelementptr inbounds i8, ptr %88, i32 4
  %90 = load i32, ptr %89, align 4, !tbaa !12
  %91 = icmp eq ptr %88, %60
  %92 = zext i1 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %90, i32 noundef %92) [ "funclet"(token %82) ]
  call void @__cxa_end_catch() #11 [ "funclet"(token %82) ]
  catchret from %82 to label %95

94:                                               ; preds = %81
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %82) ]
          to label %138 unwind label %134

95:                                               ; preds = %87
  %96 = call ptr @__cxa_allocate_exception(i32 20) #11
  %97 = getelementptr inbounds i8, ptr %96, i32 4
  %98 = getelementptr inbounds i8, ptr %96, i32 8
  %99 = getelementptr inbounds i8, ptr %96, i32 12
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %96, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %98, align 4, !tbaa !2
  %100 = getelementptr inbounds i8, ptr %96, i32 16
  store i32 4, ptr %100, align 4, !tbaa !5
  store i32 40, ptr %97, align 4, !tbaa !11
  store i32 80, ptr %99, align 4, !tbaa !12
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4)
  invoke void @__cxa_throw(ptr nonnull %96, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD2Ev) #6
          to label %138 unwind label %102

102:                                              ; preds = %95
  %103 = catchswitch within none [label %104] unwind label %134

104:                                              ; preds = %102
  %105 = catchpad within %103 [ptr @_ZTI1D]
  %106 = call ptr @llvm.wasm.get.exception(token %105)
  %107 = call i32 @llvm.wasm.get.ehselector(token %105)
  %108 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1D) #11
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %110, label %123

110:                                              ; preds = %104
  %111 = call ptr @__cxa_get_exception_ptr(ptr %106) #11 [ "funclet"(token %105) ]
  %112 = getelementptr inbounds i8, ptr %111, i32 4
  %113 = load i32, ptr %112, align 4, !tbaa !11
  %114 = getelementptr inbounds i8, ptr %111, i32 12
  %115 = load i32, ptr %114, align 4, !tbaa !12
  %116 = getelementptr inbounds i8, ptr %111, i32 16
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %117) [ "funclet"(token %105) ]
  %119 = call ptr @__cxa_begin_catch(ptr %106) #11 [ "funclet"(token %105) ]
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %113, i32 noundef %115, i32 noundef %117) [ "funclet"(token %105) ]
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %117) [ "funclet"(token %105) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %105) ]
          to label %122 unwind label %134

122:                                              ; preds = %110
  catchret from %105 to label %124

123:                                              ; preds = %104
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %105) ]
          to label %138 unwind label %134

124:                                              ; preds = %122
  %125 = call i32 @puts(ptr nonnull dereferenceable(1) @str.14)
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %1, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %60, align 4, !tbaa !2
  %126 = load i32, ptr %62, align 4, !tbaa !5
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %126)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #11
  ret i32 0

128:                                              ; preds = %16
  %129 = cleanuppad within %11 []
  invoke void @__cxa_end_catch() [ "funclet"(token %129) ]
          to label %130 unwind label %139

130:                                              ; preds = %128
  cleanupret from %129 unwind to caller

131:                                              ; preds = %47
  %132 = cleanuppad within %42 []
  invoke void @__cxa_end_catch() [ "funclet"(token %132) ]
          to label %133 unwind label %141

133:                                              ; preds = %131
  cleanupret from %132 unwind to caller

134:                                              ; preds = %110, %123, %102, %94, %79, %76, %65
  %135 = cleanuppad within none []
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %1, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %60, align 4, !tbaa !2
  %136 = load i32, ptr %62, align 4, !tbaa !5
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %136) [ "funclet"(token %135) ]
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #11
  cleanupret from %135 unwind to caller

138:                                              ; preds = %123, %95, %94, %77, %76, %58, %32, %0
  unreachable

139:                                              ; preds = %128
  %140 = cleanuppad within %129 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %140) ]
  unreachable

141:                                              ; preds = %131
  %142 = cleanuppad within %132 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %142) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1DD2Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %2, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %0, i32 16
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %2, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %0, i32 16
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 20) #13
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK1D4whoAEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat {
  ret ptr @.str.10
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat {
  ret ptr @.str.11
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef ptr @_ZThn8_N1DD1Ev(ptr noundef %0) unnamed_addr #7 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %2, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %0, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  ret ptr %2
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZThn8_N1DD0Ev(ptr noundef %0) unnamed_addr #7 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV1D, i32 8), ptr %2, align 4, !tbaa !2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1D, i32 32), ptr %0, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %4)
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i32 noundef 20) #13
  ret void
}

define linkonce_odr hidden noundef ptr @_ZThn8_NK1D4whoBEv(ptr noundef %0) unnamed_addr #8 comdat {
  ret ptr @.str.11
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !8, i64 16}
!6 = !{!"_ZTS1D", !7, i64 0, !10, i64 8, !8, i64 16}
!7 = !{!"_ZTS1A", !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !4, i64 0}
!10 = !{!"_ZTS1B", !8, i64 4}
!11 = !{!7, !8, i64 4}
!12 = !{!10, !8, i64 4}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !9, i64 0}
