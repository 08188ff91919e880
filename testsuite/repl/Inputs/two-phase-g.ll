; ModuleID = 'two-phase.cpp'
source_filename = "two-phase.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Guard = type { i8 }

$_ZN5GuardD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"char*\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"~Guard\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z7throweri(i32 noundef %v) #0 !dbg !209 {
entry:
  %v.addr = alloca i32, align 4
  store i32 %v, i32* %v.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %v.addr, metadata !213, metadata !DIExpression()), !dbg !214
  %exception = call i8* @__cxa_allocate_exception(i64 4) #7, !dbg !215
  %0 = bitcast i8* %exception to i32*, !dbg !215
  %1 = load i32, i32* %v.addr, align 4, !dbg !216
  store i32 %1, i32* %0, align 16, !dbg !215
  call void @__cxa_throw(i8* %exception, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8, !dbg !215
  unreachable, !dbg !215
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z6middlei(i32 noundef %v) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !217 {
entry:
  %v.addr = alloca i32, align 4
  %g = alloca %struct.Guard, align 1
  %exn.slot = alloca i8*, align 8
  %ehselector.slot = alloca i32, align 4
  store i32 %v, i32* %v.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %v.addr, metadata !218, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.declare(metadata %struct.Guard* %g, metadata !220, metadata !DIExpression()), !dbg !227
  %0 = load i32, i32* %v.addr, align 4, !dbg !228
  invoke void @_Z7throweri(i32 noundef %0)
          to label %invoke.cont unwind label %lpad, !dbg !229

invoke.cont:                                      ; preds = %entry
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %g) #7, !dbg !230
  ret void, !dbg !230

lpad:                                             ; preds = %entry
  %1 = landingpad { i8*, i32 }
          cleanup, !dbg !230
  %2 = extractvalue { i8*, i32 } %1, 0, !dbg !230
  store i8* %2, i8** %exn.slot, align 8, !dbg !230
  %3 = extractvalue { i8*, i32 } %1, 1, !dbg !230
  store i32 %3, i32* %ehselector.slot, align 4, !dbg !230
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %g) #7, !dbg !230
  br label %eh.resume, !dbg !230

eh.resume:                                        ; preds = %lpad
  %exn = load i8*, i8** %exn.slot, align 8, !dbg !230
  %sel = load i32, i32* %ehselector.slot, align 4, !dbg !230
  %lpad.val = insertvalue { i8*, i32 } undef, i8* %exn, 0, !dbg !230
  %lpad.val1 = insertvalue { i8*, i32 } %lpad.val, i32 %sel, 1, !dbg !230
  resume { i8*, i32 } %lpad.val1, !dbg !230
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %this) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !231 {
entry:
  %this.addr = alloca %struct.Guard*, align 8
  store %struct.Guard* %this, %struct.Guard** %this.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.Guard** %this.addr, metadata !232, metadata !DIExpression()), !dbg !234
  %this1 = load %struct.Guard*, %struct.Guard** %this.addr, align 8
  %call = invoke i32 @puts(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0))
          to label %invoke.cont unwind label %terminate.lpad, !dbg !235

invoke.cont:                                      ; preds = %entry
  ret void, !dbg !237

terminate.lpad:                                   ; preds = %entry
  %0 = landingpad { i8*, i32 }
          catch i8* null, !dbg !235
  %1 = extractvalue { i8*, i32 } %0, 0, !dbg !235
  call void @__clang_call_terminate(i8* %1) #9, !dbg !235
  unreachable, !dbg !235
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !238 {
entry:
  %retval = alloca i32, align 4
  %exn.slot = alloca i8*, align 8
  %ehselector.slot = alloca i32, align 4
  %e = alloca i32, align 4
  %0 = alloca i8*, align 8
  store i32 0, i32* %retval, align 4
  invoke void @_Z6middlei(i32 noundef 42)
          to label %invoke.cont unwind label %lpad, !dbg !239

invoke.cont:                                      ; preds = %entry
  br label %try.cont, !dbg !241

lpad:                                             ; preds = %entry
  %1 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !242
  %2 = extractvalue { i8*, i32 } %1, 0, !dbg !242
  store i8* %2, i8** %exn.slot, align 8, !dbg !242
  %3 = extractvalue { i8*, i32 } %1, 1, !dbg !242
  store i32 %3, i32* %ehselector.slot, align 4, !dbg !242
  br label %catch.dispatch, !dbg !242

catch.dispatch:                                   ; preds = %lpad
  %sel = load i32, i32* %ehselector.slot, align 4, !dbg !241
  %4 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #7, !dbg !241
  %matches = icmp eq i32 %sel, %4, !dbg !241
  br i1 %matches, label %catch4, label %catch.fallthrough, !dbg !241

catch4:                                           ; preds = %catch.dispatch
  call void @llvm.dbg.declare(metadata i8** %0, metadata !243, metadata !DIExpression()), !dbg !244
  %exn5 = load i8*, i8** %exn.slot, align 8, !dbg !245
  %5 = call i8* @__cxa_begin_catch(i8* %exn5) #7, !dbg !245
  store i8* %5, i8** %0, align 8, !dbg !245
  %call8 = invoke i32 @puts(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0))
          to label %invoke.cont7 unwind label %lpad6, !dbg !247

invoke.cont7:                                     ; preds = %catch4
  call void @__cxa_end_catch() #7, !dbg !249
  br label %try.cont, !dbg !249

try.cont:                                         ; preds = %invoke.cont7, %invoke.cont3, %invoke.cont
  ret i32 0, !dbg !250

catch.fallthrough:                                ; preds = %catch.dispatch
  %6 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7, !dbg !241
  %matches1 = icmp eq i32 %sel, %6, !dbg !241
  br i1 %matches1, label %catch, label %eh.resume, !dbg !241

catch:                                            ; preds = %catch.fallthrough
  call void @llvm.dbg.declare(metadata i32* %e, metadata !251, metadata !DIExpression()), !dbg !252
  %exn = load i8*, i8** %exn.slot, align 8, !dbg !241
  %7 = call i8* @__cxa_begin_catch(i8* %exn) #7, !dbg !241
  %8 = bitcast i8* %7 to i32*, !dbg !241
  %9 = load i32, i32* %8, align 4, !dbg !241
  store i32 %9, i32* %e, align 4, !dbg !241
  %10 = load i32, i32* %e, align 4, !dbg !253
  %call = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %10)
          to label %invoke.cont3 unwind label %lpad2, !dbg !254

invoke.cont3:                                     ; preds = %catch
  call void @__cxa_end_catch() #7, !dbg !245
  br label %try.cont, !dbg !245

lpad2:                                            ; preds = %catch
  %11 = landingpad { i8*, i32 }
          cleanup, !dbg !255
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !255
  store i8* %12, i8** %exn.slot, align 8, !dbg !255
  %13 = extractvalue { i8*, i32 } %11, 1, !dbg !255
  store i32 %13, i32* %ehselector.slot, align 4, !dbg !255
  call void @__cxa_end_catch() #7, !dbg !245
  br label %eh.resume, !dbg !245

lpad6:                                            ; preds = %catch4
  %14 = landingpad { i8*, i32 }
          cleanup, !dbg !256
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !256
  store i8* %15, i8** %exn.slot, align 8, !dbg !256
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !256
  store i32 %16, i32* %ehselector.slot, align 4, !dbg !256
  call void @__cxa_end_catch() #7, !dbg !249
  br label %eh.resume, !dbg !249

eh.resume:                                        ; preds = %lpad6, %lpad2, %catch.fallthrough
  %exn9 = load i8*, i8** %exn.slot, align 8, !dbg !241
  %sel10 = load i32, i32* %ehselector.slot, align 4, !dbg !241
  %lpad.val = insertvalue { i8*, i32 } undef, i8* %exn9, 0, !dbg !241
  %lpad.val11 = insertvalue { i8*, i32 } %lpad.val, i32 %sel10, 1, !dbg !241
  resume { i8*, i32 } %lpad.val11, !dbg !241
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

declare i32 @puts(i8* noundef) #5

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!201, !202, !203, !204, !205, !206, !207}
!llvm.ident = !{!208}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "two-phase.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "65bdc61cea7c9aa9e394e77757a3774b")
!2 = !{!3, !10, !16, !21, !26, !28, !30, !32, !34, !41, !48, !55, !59, !63, !67, !76, !80, !82, !87, !93, !97, !104, !106, !110, !114, !118, !120, !124, !128, !130, !134, !136, !138, !142, !146, !150, !154, !158, !162, !164, !171, !175, !179, !184, !186, !188, !192, !196, !197, !198, !199, !200}
!3 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !5, file: !9, line: 98)
!4 = !DINamespace(name: "std", scope: null)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !6, line: 7, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !8, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!9 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!10 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !11, file: !9, line: 99)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !12, line: 84, baseType: !13)
!12 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !14, line: 14, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!15 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !14, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!16 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !17, file: !9, line: 101)
!17 = !DISubprogram(name: "clearerr", scope: !12, file: !12, line: 786, type: !18, flags: DIFlagPrototyped, spFlags: 0)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!21 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !22, file: !9, line: 102)
!22 = !DISubprogram(name: "fclose", scope: !12, file: !12, line: 178, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !20}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !27, file: !9, line: 103)
!27 = !DISubprogram(name: "feof", scope: !12, file: !12, line: 788, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!28 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !29, file: !9, line: 104)
!29 = !DISubprogram(name: "ferror", scope: !12, file: !12, line: 790, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!30 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !31, file: !9, line: 105)
!31 = !DISubprogram(name: "fflush", scope: !12, file: !12, line: 230, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!32 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !33, file: !9, line: 106)
!33 = !DISubprogram(name: "fgetc", scope: !12, file: !12, line: 513, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!34 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !35, file: !9, line: 107)
!35 = !DISubprogram(name: "fgetpos", scope: !12, file: !12, line: 760, type: !36, flags: DIFlagPrototyped, spFlags: 0)
!36 = !DISubroutineType(types: !37)
!37 = !{!25, !38, !39}
!38 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!39 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!41 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !42, file: !9, line: 108)
!42 = !DISubprogram(name: "fgets", scope: !12, file: !12, line: 592, type: !43, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !47, !25, !38}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!47 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!48 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !49, file: !9, line: 109)
!49 = !DISubprogram(name: "fopen", scope: !12, file: !12, line: 258, type: !50, flags: DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{!20, !52, !52}
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!55 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !56, file: !9, line: 110)
!56 = !DISubprogram(name: "fprintf", scope: !12, file: !12, line: 350, type: !57, flags: DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{!25, !38, !52, null}
!59 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !60, file: !9, line: 111)
!60 = !DISubprogram(name: "fputc", scope: !12, file: !12, line: 549, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!61 = !DISubroutineType(types: !62)
!62 = !{!25, !25, !20}
!63 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !64, file: !9, line: 112)
!64 = !DISubprogram(name: "fputs", scope: !12, file: !12, line: 655, type: !65, flags: DIFlagPrototyped, spFlags: 0)
!65 = !DISubroutineType(types: !66)
!66 = !{!25, !52, !38}
!67 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !68, file: !9, line: 113)
!68 = !DISubprogram(name: "fread", scope: !12, file: !12, line: 675, type: !69, flags: DIFlagPrototyped, spFlags: 0)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !74, !71, !71, !38}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !72, line: 46, baseType: !73)
!72 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !77, file: !9, line: 114)
!77 = !DISubprogram(name: "freopen", scope: !12, file: !12, line: 265, type: !78, flags: DIFlagPrototyped, spFlags: 0)
!78 = !DISubroutineType(types: !79)
!79 = !{!20, !52, !52, !38}
!80 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !81, file: !9, line: 115)
!81 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !12, file: !12, line: 434, type: !57, flags: DIFlagPrototyped, spFlags: 0)
!82 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !83, file: !9, line: 116)
!83 = !DISubprogram(name: "fseek", scope: !12, file: !12, line: 713, type: !84, flags: DIFlagPrototyped, spFlags: 0)
!84 = !DISubroutineType(types: !85)
!85 = !{!25, !20, !86, !25}
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !88, file: !9, line: 117)
!88 = !DISubprogram(name: "fsetpos", scope: !12, file: !12, line: 765, type: !89, flags: DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{!25, !20, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!93 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !94, file: !9, line: 118)
!94 = !DISubprogram(name: "ftell", scope: !12, file: !12, line: 718, type: !95, flags: DIFlagPrototyped, spFlags: 0)
!95 = !DISubroutineType(types: !96)
!96 = !{!86, !20}
!97 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !98, file: !9, line: 119)
!98 = !DISubprogram(name: "fwrite", scope: !12, file: !12, line: 681, type: !99, flags: DIFlagPrototyped, spFlags: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{!71, !101, !71, !71, !38}
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !105, file: !9, line: 120)
!105 = !DISubprogram(name: "getc", scope: !12, file: !12, line: 514, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !107, file: !9, line: 121)
!107 = !DISubprogram(name: "getchar", scope: !12, file: !12, line: 520, type: !108, flags: DIFlagPrototyped, spFlags: 0)
!108 = !DISubroutineType(types: !109)
!109 = !{!25}
!110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !111, file: !9, line: 126)
!111 = !DISubprogram(name: "perror", scope: !12, file: !12, line: 804, type: !112, flags: DIFlagPrototyped, spFlags: 0)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !53}
!114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !115, file: !9, line: 127)
!115 = !DISubprogram(name: "printf", scope: !12, file: !12, line: 356, type: !116, flags: DIFlagPrototyped, spFlags: 0)
!116 = !DISubroutineType(types: !117)
!117 = !{!25, !52, null}
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !119, file: !9, line: 128)
!119 = !DISubprogram(name: "putc", scope: !12, file: !12, line: 550, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !121, file: !9, line: 129)
!121 = !DISubprogram(name: "putchar", scope: !12, file: !12, line: 556, type: !122, flags: DIFlagPrototyped, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!25, !25}
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !125, file: !9, line: 130)
!125 = !DISubprogram(name: "puts", scope: !12, file: !12, line: 661, type: !126, flags: DIFlagPrototyped, spFlags: 0)
!126 = !DISubroutineType(types: !127)
!127 = !{!25, !53}
!128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !129, file: !9, line: 131)
!129 = !DISubprogram(name: "remove", scope: !12, file: !12, line: 152, type: !126, flags: DIFlagPrototyped, spFlags: 0)
!130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !131, file: !9, line: 132)
!131 = !DISubprogram(name: "rename", scope: !12, file: !12, line: 154, type: !132, flags: DIFlagPrototyped, spFlags: 0)
!132 = !DISubroutineType(types: !133)
!133 = !{!25, !53, !53}
!134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !135, file: !9, line: 133)
!135 = !DISubprogram(name: "rewind", scope: !12, file: !12, line: 723, type: !18, flags: DIFlagPrototyped, spFlags: 0)
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !137, file: !9, line: 134)
!137 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !12, file: !12, line: 437, type: !116, flags: DIFlagPrototyped, spFlags: 0)
!138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !139, file: !9, line: 135)
!139 = !DISubprogram(name: "setbuf", scope: !12, file: !12, line: 328, type: !140, flags: DIFlagPrototyped, spFlags: 0)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !38, !47}
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !143, file: !9, line: 136)
!143 = !DISubprogram(name: "setvbuf", scope: !12, file: !12, line: 332, type: !144, flags: DIFlagPrototyped, spFlags: 0)
!144 = !DISubroutineType(types: !145)
!145 = !{!25, !38, !47, !25, !71}
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !147, file: !9, line: 137)
!147 = !DISubprogram(name: "sprintf", scope: !12, file: !12, line: 358, type: !148, flags: DIFlagPrototyped, spFlags: 0)
!148 = !DISubroutineType(types: !149)
!149 = !{!25, !47, !52, null}
!150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !151, file: !9, line: 138)
!151 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !12, file: !12, line: 439, type: !152, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{!25, !52, !52, null}
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !155, file: !9, line: 139)
!155 = !DISubprogram(name: "tmpfile", scope: !12, file: !12, line: 188, type: !156, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{!20}
!158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !159, file: !9, line: 141)
!159 = !DISubprogram(name: "tmpnam", scope: !12, file: !12, line: 205, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!160 = !DISubroutineType(types: !161)
!161 = !{!45, !45}
!162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !163, file: !9, line: 143)
!163 = !DISubprogram(name: "ungetc", scope: !12, file: !12, line: 668, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !165, file: !9, line: 144)
!165 = !DISubprogram(name: "vfprintf", scope: !12, file: !12, line: 365, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{!25, !38, !52, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !170, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!170 = !DIFile(filename: "two-phase.cpp", directory: ".")
!171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !172, file: !9, line: 145)
!172 = !DISubprogram(name: "vprintf", scope: !12, file: !12, line: 371, type: !173, flags: DIFlagPrototyped, spFlags: 0)
!173 = !DISubroutineType(types: !174)
!174 = !{!25, !52, !168}
!175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !176, file: !9, line: 146)
!176 = !DISubprogram(name: "vsprintf", scope: !12, file: !12, line: 373, type: !177, flags: DIFlagPrototyped, spFlags: 0)
!177 = !DISubroutineType(types: !178)
!178 = !{!25, !47, !52, !168}
!179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !181, file: !9, line: 175)
!180 = !DINamespace(name: "__gnu_cxx", scope: null)
!181 = !DISubprogram(name: "snprintf", scope: !12, file: !12, line: 378, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{!25, !47, !71, !52, null}
!184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !185, file: !9, line: 176)
!185 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !12, file: !12, line: 479, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !187, file: !9, line: 177)
!187 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !12, file: !12, line: 484, type: !173, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !189, file: !9, line: 178)
!189 = !DISubprogram(name: "vsnprintf", scope: !12, file: !12, line: 382, type: !190, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!25, !47, !71, !52, !168}
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !193, file: !9, line: 179)
!193 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !12, file: !12, line: 487, type: !194, flags: DIFlagPrototyped, spFlags: 0)
!194 = !DISubroutineType(types: !195)
!195 = !{!25, !52, !52, !168}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !181, file: !9, line: 185)
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !185, file: !9, line: 186)
!198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !187, file: !9, line: 187)
!199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !189, file: !9, line: 188)
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !193, file: !9, line: 189)
!201 = !{i32 7, !"Dwarf Version", i32 5}
!202 = !{i32 2, !"Debug Info Version", i32 3}
!203 = !{i32 1, !"wchar_size", i32 4}
!204 = !{i32 7, !"PIC Level", i32 2}
!205 = !{i32 7, !"PIE Level", i32 2}
!206 = !{i32 7, !"uwtable", i32 1}
!207 = !{i32 7, !"frame-pointer", i32 2}
!208 = !{!"Debian clang version 14.0.6"}
!209 = distinct !DISubprogram(name: "thrower", linkageName: "_Z7throweri", scope: !1, file: !1, line: 10, type: !210, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !25}
!212 = !{}
!213 = !DILocalVariable(name: "v", arg: 1, scope: !209, file: !1, line: 10, type: !25)
!214 = !DILocation(line: 10, column: 18, scope: !209)
!215 = !DILocation(line: 10, column: 23, scope: !209)
!216 = !DILocation(line: 10, column: 29, scope: !209)
!217 = distinct !DISubprogram(name: "middle", linkageName: "_Z6middlei", scope: !1, file: !1, line: 12, type: !210, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !212)
!218 = !DILocalVariable(name: "v", arg: 1, scope: !217, file: !1, line: 12, type: !25)
!219 = !DILocation(line: 12, column: 17, scope: !217)
!220 = !DILocalVariable(name: "g", scope: !217, file: !1, line: 13, type: !221)
!221 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !1, line: 6, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !222, identifier: "_ZTS5Guard")
!222 = !{!223}
!223 = !DISubprogram(name: "~Guard", scope: !221, file: !1, line: 7, type: !224, scopeLine: 7, flags: DIFlagPrototyped, spFlags: 0)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !226}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!227 = !DILocation(line: 13, column: 8, scope: !217)
!228 = !DILocation(line: 14, column: 10, scope: !217)
!229 = !DILocation(line: 14, column: 2, scope: !217)
!230 = !DILocation(line: 15, column: 1, scope: !217)
!231 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN5GuardD2Ev", scope: !221, file: !1, line: 7, type: !224, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !223, retainedNodes: !212)
!232 = !DILocalVariable(name: "this", arg: 1, scope: !231, type: !233, flags: DIFlagArtificial | DIFlagObjectPointer)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!234 = !DILocation(line: 0, scope: !231)
!235 = !DILocation(line: 7, column: 13, scope: !236)
!236 = distinct !DILexicalBlock(scope: !231, file: !1, line: 7, column: 11)
!237 = !DILocation(line: 7, column: 34, scope: !231)
!238 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !108, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !212)
!239 = !DILocation(line: 19, column: 3, scope: !240)
!240 = distinct !DILexicalBlock(scope: !238, file: !1, line: 18, column: 6)
!241 = !DILocation(line: 20, column: 2, scope: !240)
!242 = !DILocation(line: 26, column: 1, scope: !240)
!243 = !DILocalVariable(scope: !238, file: !1, line: 20, type: !53)
!244 = !DILocation(line: 20, column: 23, scope: !238)
!245 = !DILocation(line: 24, column: 2, scope: !246)
!246 = distinct !DILexicalBlock(scope: !238, file: !1, line: 22, column: 18)
!247 = !DILocation(line: 21, column: 3, scope: !248)
!248 = distinct !DILexicalBlock(scope: !238, file: !1, line: 20, column: 25)
!249 = !DILocation(line: 22, column: 2, scope: !248)
!250 = !DILocation(line: 25, column: 2, scope: !238)
!251 = !DILocalVariable(name: "e", scope: !238, file: !1, line: 22, type: !25)
!252 = !DILocation(line: 22, column: 15, scope: !238)
!253 = !DILocation(line: 23, column: 30, scope: !246)
!254 = !DILocation(line: 23, column: 3, scope: !246)
!255 = !DILocation(line: 26, column: 1, scope: !246)
!256 = !DILocation(line: 26, column: 1, scope: !248)
