; ModuleID = 'terminate_unhandled_std_exception.cpp'
source_filename = "terminate_unhandled_std_exception.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::exception" = type { i32 (...)** }
%"struct.io::DiskFull" = type { %"class.std::exception" }

$_ZN2io8DiskFullD0Ev = comdat any

$_ZNK2io8DiskFull4whatEv = comdat any

$_ZTSN2io8DiskFullE = comdat any

$_ZTIN2io8DiskFullE = comdat any

$_ZTVN2io8DiskFullE = comdat any

@.str = private unnamed_addr constant [18 x i8] c"writing block %d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTSN2io8DiskFullE = linkonce_odr hidden constant [15 x i8] c"N2io8DiskFullE\00", comdat, align 1
@_ZTISt9exception = external constant i8*
@_ZTIN2io8DiskFullE = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @_ZTSN2io8DiskFullE, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 4
@_ZTVN2io8DiskFullE = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN2io8DiskFullE to i8*), i8* bitcast (%"class.std::exception"* (%"class.std::exception"*)* @_ZNSt9exceptionD2Ev to i8*), i8* bitcast (void (%"struct.io::DiskFull"*)* @_ZN2io8DiskFullD0Ev to i8*), i8* bitcast (i8* (%"struct.io::DiskFull"*)* @_ZNK2io8DiskFull4whatEv to i8*)] }, comdat, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"disk full\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 {
  tail call fastcc void @_ZL11write_blocki(i32 noundef 0)
  tail call fastcc void @_ZL11write_blocki(i32 noundef 1)
  tail call fastcc void @_ZL11write_blocki(i32 noundef 2)
  tail call fastcc void @_ZL11write_blocki(i32 noundef 3)
  tail call fastcc void @_ZL11write_blocki(i32 noundef 4)
  ret i32 0
}

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL11write_blocki(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %0)
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %6 = bitcast i8* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN2io8DiskFullE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !2
  tail call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN2io8DiskFullE to i8*), i8* bitcast (%"class.std::exception"* (%"class.std::exception"*)* @_ZNSt9exceptionD2Ev to i8*)) #8
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
declare noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #3

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN2io8DiskFullD0Ev(%"struct.io::DiskFull"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = getelementptr inbounds %"struct.io::DiskFull", %"struct.io::DiskFull"* %0, i32 0, i32 0
  %3 = tail call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %2) #7
  %4 = bitcast %"struct.io::DiskFull"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #9
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK2io8DiskFull4whatEv(%"struct.io::DiskFull"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
