; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Dog = type { %struct.Animal, i32 }
%struct.Animal = type { ptr }
%struct.Cat = type { %struct.Animal }

$_ZN6AnimalD2Ev = comdat any

$_ZN3DogD0Ev = comdat any

$_ZN3CatD0Ev = comdat any

$_ZTS6Animal = comdat any

$_ZTI6Animal = comdat any

$_ZTS3Dog = comdat any

$_ZTI3Dog = comdat any

$_ZTV3Dog = comdat any

$_ZTV3Cat = comdat any

$_ZTS3Cat = comdat any

$_ZTI3Cat = comdat any

@.str = private unnamed_addr constant [14 x i8] c"dog barks %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"cat as Dog* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr hidden constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Animal }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Dog = linkonce_odr hidden constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Dog, ptr @_ZTI6Animal }, comdat, align 4
@_ZTISt8bad_cast = external constant ptr
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Dog, ptr @_ZN6AnimalD2Ev, ptr @_ZN3DogD0Ev] }, comdat, align 4
@_ZTV3Cat = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Cat, ptr @_ZN6AnimalD2Ev, ptr @_ZN3CatD0Ev] }, comdat, align 4
@_ZTS3Cat = linkonce_odr hidden constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Cat, ptr @_ZTI6Animal }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Dog, align 4
  %2 = alloca %struct.Cat, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  store ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV3Dog, i32 8), ptr %1, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 3, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11
  store ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @_ZTV3Cat, i32 8), ptr %2, align 4, !tbaa !2
  %4 = call fastcc noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %1)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %6 = call ptr @__dynamic_cast(ptr nonnull %2, ptr nonnull @_ZTI6Animal, ptr nonnull @_ZTI3Dog, i32 0) #11
  %7 = icmp eq ptr %6, null
  %8 = zext i1 %7 to i32
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8)
  %10 = invoke fastcc noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %11 unwind label %13

11:                                               ; preds = %0
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10)
  br label %29

13:                                               ; preds = %0
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTISt8bad_cast]
  %17 = call ptr @llvm.wasm.get.exception(token %16)
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #11
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %28

21:                                               ; preds = %15
  %22 = call ptr @__cxa_begin_catch(ptr %17) #11 [ "funclet"(token %16) ]
  %23 = load ptr, ptr %22, align 4, !tbaa !2
  %24 = getelementptr inbounds i8, ptr %23, i32 8
  %25 = load ptr, ptr %24, align 4
  %26 = call noundef ptr %25(ptr noundef nonnull align 4 dereferenceable(4) %22) #11 [ "funclet"(token %16) ]
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %26) [ "funclet"(token %16) ]
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %29

28:                                               ; preds = %15
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %16) ]
  unreachable

29:                                               ; preds = %21, %11
  %30 = invoke fastcc noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %47 unwind label %31

31:                                               ; preds = %29
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @_ZTISt9exception]
  %35 = call ptr @llvm.wasm.get.exception(token %34)
  %36 = call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #11
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %46

39:                                               ; preds = %33
  %40 = call ptr @__cxa_begin_catch(ptr %35) #11 [ "funclet"(token %34) ]
  %41 = load ptr, ptr %40, align 4, !tbaa !2
  %42 = getelementptr inbounds i8, ptr %41, i32 8
  %43 = load ptr, ptr %42, align 4
  %44 = call noundef ptr %43(ptr noundef nonnull align 4 dereferenceable(4) %40) #11 [ "funclet"(token %34) ]
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %44) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %47

46:                                               ; preds = %33
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %34) ]
  unreachable

47:                                               ; preds = %29, %39
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL7bark_ofR6Animal(ptr noundef nonnull readonly align 4 dereferenceable(4) %0) unnamed_addr #3 {
  %2 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI6Animal, ptr nonnull @_ZTI3Dog, i32 0) #11
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @__cxa_bad_cast() #7
  unreachable

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i32 4
  %7 = load i32, ptr %6, align 4, !tbaa !5
  ret i32 %7
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN3DogD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #12
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN3CatD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 4) #12
  ret void
}

declare void @__cxa_bad_cast() local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { noreturn }
attributes #8 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !8, i64 4}
!6 = !{!"_ZTS3Dog", !7, i64 0, !8, i64 4}
!7 = !{!"_ZTS6Animal"}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !4, i64 0}
