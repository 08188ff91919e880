; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Derived = type { %struct.Base }
%struct.Base = type { ptr, i32 }

$_ZNK7Derived2idEv = comdat any

$_ZTSP4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZTIP7Derived = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTV7Derived = comdat any

@_ZL9g_derived = internal global %struct.Derived { %struct.Base { ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), i32 0 } }, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTIP4Base = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@_ZTSP7Derived = linkonce_odr hidden constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@_ZTIP7Derived = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPKPKi, i32 1, ptr @_ZTIPKi }, comdat, align 4
@_ZTSPPi = linkonce_odr constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPPi, i32 0, ptr @_ZTIPi }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", align 1
@_ZTIPc = external constant ptr
@_ZTIPKc = external constant ptr
@.str.3 = private unnamed_addr constant [10 x i8] c"a literal\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"const char* %s\0A\00", align 1
@_ZTIPv = external constant ptr
@.str.6 = private unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", align 1
@_ZTV7Derived = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZNK7Derived2idEv] }, comdat, align 4
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@str = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1
@str.11 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.12 = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca ptr, align 4
  store i32 5, ptr getelementptr inbounds (i8, ptr @_ZL9g_derived, i32 4), align 4, !tbaa !2
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr @_ZL9g_derived, ptr %2, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIP7Derived, ptr null) #5
          to label %140 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTIP4Base]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #8
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #8 [ "funclet"(token %6) ]
  %13 = load ptr, ptr %12, align 4, !tbaa !9
  %14 = load ptr, ptr %13, align 4
  %15 = invoke noundef i32 %14(ptr noundef nonnull align 4 dereferenceable(8) %12) [ "funclet"(token %6) ]
          to label %16 unwind label %40

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %12, i32 4
  %18 = load i32, ptr %17, align 4, !tbaa !2
  %19 = icmp eq ptr %12, @_ZL9g_derived
  %20 = zext i1 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15, i32 noundef %18, i32 noundef %20) [ "funclet"(token %6) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %6) ]
  catchret from %6 to label %23

22:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %6) ]
  unreachable

23:                                               ; preds = %16
  %24 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr @_ZL5g_int, ptr %24, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %24, ptr nonnull @_ZTIPi, ptr null) #5
          to label %140 unwind label %25

25:                                               ; preds = %23
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @_ZTIPKi]
  %29 = tail call ptr @llvm.wasm.get.exception(token %28)
  %30 = tail call i32 @llvm.wasm.get.ehselector(token %28)
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #8
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %27
  %34 = call ptr @__cxa_begin_catch(ptr %29) #8 [ "funclet"(token %28) ]
  %35 = load i32, ptr %34, align 4, !tbaa !11
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %28) ]
  catchret from %28 to label %38

37:                                               ; preds = %27
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %28) ]
  unreachable

38:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store ptr @_ZL5g_int, ptr %1, align 4, !tbaa !7
  %39 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr %1, ptr %39, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %39, ptr nonnull @_ZTIPPi, ptr null) #5
          to label %140 unwind label %42

40:                                               ; preds = %11
  %41 = cleanuppad within %6 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %41) ]
  cleanupret from %41 unwind to caller

42:                                               ; preds = %38
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [ptr @_ZTIPKPKi]
  %46 = call ptr @llvm.wasm.get.exception(token %45)
  %47 = call i32 @llvm.wasm.get.ehselector(token %45)
  %48 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKPKi) #8
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %55

50:                                               ; preds = %44
  %51 = call ptr @__cxa_begin_catch(ptr %46) #8 [ "funclet"(token %45) ]
  %52 = load ptr, ptr %51, align 4, !tbaa !7
  %53 = load i32, ptr %52, align 4, !tbaa !11
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %53) [ "funclet"(token %45) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %45) ]
  catchret from %45 to label %56

55:                                               ; preds = %44
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %45) ]
  unreachable

56:                                               ; preds = %50
  %57 = call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr @.str.3, ptr %57, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTIPKc, ptr null) #5
          to label %140 unwind label %58

58:                                               ; preds = %56
  %59 = catchswitch within none [label %60] unwind to caller

60:                                               ; preds = %58
  %61 = catchpad within %59 [ptr @_ZTIPc, ptr @_ZTIPKc]
  %62 = call ptr @llvm.wasm.get.exception(token %61)
  %63 = call i32 @llvm.wasm.get.ehselector(token %61)
  %64 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPc) #8
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %69

66:                                               ; preds = %60
  %67 = call ptr @__cxa_begin_catch(ptr %62) #8 [ "funclet"(token %61) ]
  %68 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %61) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %61) ]
  catchret from %61 to label %76

69:                                               ; preds = %60
  %70 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #8
  %71 = icmp eq i32 %63, %70
  br i1 %71, label %72, label %75

72:                                               ; preds = %69
  %73 = call ptr @__cxa_begin_catch(ptr %62) #8 [ "funclet"(token %61) ]
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %73) [ "funclet"(token %61) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %61) ]
  catchret from %61 to label %76

75:                                               ; preds = %69
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %61) ]
  unreachable

76:                                               ; preds = %72, %66
  %77 = call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr @_ZL5g_int, ptr %77, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %77, ptr nonnull @_ZTIPv, ptr null) #5
          to label %140 unwind label %78

78:                                               ; preds = %76
  %79 = catchswitch within none [label %80] unwind to caller

80:                                               ; preds = %78
  %81 = catchpad within %79 [ptr @_ZTIPi, ptr @_ZTIPv]
  %82 = call ptr @llvm.wasm.get.exception(token %81)
  %83 = call i32 @llvm.wasm.get.ehselector(token %81)
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPi) #8
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %89

86:                                               ; preds = %80
  %87 = call ptr @__cxa_begin_catch(ptr %82) #8 [ "funclet"(token %81) ]
  %88 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11) [ "funclet"(token %81) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %81) ]
  catchret from %81 to label %98

89:                                               ; preds = %80
  %90 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPv) #8
  %91 = icmp eq i32 %83, %90
  br i1 %91, label %92, label %97

92:                                               ; preds = %89
  %93 = call ptr @__cxa_begin_catch(ptr %82) #8 [ "funclet"(token %81) ]
  %94 = icmp eq ptr %93, @_ZL5g_int
  %95 = zext i1 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %95) [ "funclet"(token %81) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %81) ]
  catchret from %81 to label %98

97:                                               ; preds = %89
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %81) ]
  unreachable

98:                                               ; preds = %92, %86
  %99 = call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr @_ZL5g_int, ptr %99, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %99, ptr nonnull @_ZTIPi, ptr null) #5
          to label %140 unwind label %100

100:                                              ; preds = %98
  %101 = catchswitch within none [label %102] unwind to caller

102:                                              ; preds = %100
  %103 = catchpad within %101 [ptr @_ZTIPv]
  %104 = call ptr @llvm.wasm.get.exception(token %103)
  %105 = call i32 @llvm.wasm.get.ehselector(token %103)
  %106 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPv) #8
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %112

108:                                              ; preds = %102
  %109 = call ptr @__cxa_begin_catch(ptr %104) #8 [ "funclet"(token %103) ]
  %110 = load i32, ptr %109, align 4, !tbaa !11
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %110) [ "funclet"(token %103) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %103) ]
  catchret from %103 to label %113

112:                                              ; preds = %102
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %103) ]
  unreachable

113:                                              ; preds = %108
  %114 = call ptr @__cxa_allocate_exception(i32 4) #8
  store ptr @_ZL9g_derived, ptr %114, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %114, ptr nonnull @_ZTIP7Derived, ptr null) #5
          to label %140 unwind label %115

115:                                              ; preds = %113
  %116 = catchswitch within none [label %117] unwind to caller

117:                                              ; preds = %115
  %118 = catchpad within %116 [ptr @_ZTI4Base, ptr @_ZTIP7Derived]
  %119 = call ptr @llvm.wasm.get.exception(token %118)
  %120 = call i32 @llvm.wasm.get.ehselector(token %118)
  %121 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #8
  %122 = icmp eq i32 %120, %121
  br i1 %122, label %123, label %126

123:                                              ; preds = %117
  %124 = call ptr @__cxa_begin_catch(ptr %119) #8 [ "funclet"(token %118) ]
  %125 = call i32 @puts(ptr nonnull dereferenceable(1) @str.12) [ "funclet"(token %118) ]
  call void @__cxa_end_catch() [ "funclet"(token %118) ]
  catchret from %118 to label %137

126:                                              ; preds = %117
  %127 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP7Derived) #8
  %128 = icmp eq i32 %120, %127
  br i1 %128, label %129, label %136

129:                                              ; preds = %126
  %130 = call ptr @__cxa_begin_catch(ptr %119) #8 [ "funclet"(token %118) ]
  %131 = load ptr, ptr %130, align 4, !tbaa !9
  %132 = load ptr, ptr %131, align 4
  %133 = invoke noundef i32 %132(ptr noundef nonnull align 4 dereferenceable(8) %130) [ "funclet"(token %118) ]
          to label %134 unwind label %138

134:                                              ; preds = %129
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %133) [ "funclet"(token %118) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %118) ]
  catchret from %118 to label %137

136:                                              ; preds = %126
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %118) ]
  unreachable

137:                                              ; preds = %134, %123
  ret i32 0

138:                                              ; preds = %129
  %139 = cleanuppad within %118 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %139) ]
  cleanupret from %139 unwind to caller

140:                                              ; preds = %113, %98, %76, %56, %38, %23, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK7Derived2idEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  ret i32 2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 4}
!3 = !{!"_ZTS4Base", !4, i64 4}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !6, i64 0}
!11 = !{!4, !4, i64 0}
