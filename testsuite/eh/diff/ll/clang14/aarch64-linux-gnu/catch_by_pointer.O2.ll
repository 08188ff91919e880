; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Derived = type { %struct.Base.base, [4 x i8] }
%struct.Base.base = type <{ i32 (...)**, i32 }>
%struct.Base = type <{ i32 (...)**, i32, [4 x i8] }>

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

@_ZL9g_derived = internal global %struct.Derived { %struct.Base.base <{ i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 0 }>, [4 x i8] zeroinitializer }, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTIP4Base = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTIP7Derived = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant i8*
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr dso_local constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPKPKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIPKi to i8*) }, comdat, align 8
@_ZTSPPi = linkonce_odr dso_local constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSPPi, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIPi to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", align 1
@_ZTIPc = external constant i8*
@_ZTIPKc = external constant i8*
@.str.3 = private unnamed_addr constant [10 x i8] c"a literal\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"const char* %s\0A\00", align 1
@_ZTIPv = external constant i8*
@.str.6 = private unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", align 1
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (i32 (%struct.Derived*)* @_ZNK7Derived2idEv to i8*)] }, comdat, align 8
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer
@str = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1
@str.11 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.12 = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32*, align 8
  store i32 5, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL9g_derived, i64 0, i32 0, i32 1), align 8, !tbaa !10
  %2 = tail call i8* @__cxa_allocate_exception(i64 8) #6
  %3 = bitcast i8* %2 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %3, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #7
          to label %133 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
  %6 = extractvalue { i8*, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #6
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %131

9:                                                ; preds = %4
  %10 = extractvalue { i8*, i32 } %5, 0
  %11 = tail call i8* @__cxa_begin_catch(i8* %10) #6
  %12 = bitcast i8* %11 to %struct.Base*
  %13 = bitcast i8* %11 to i32 (%struct.Base*)***
  %14 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %13, align 8, !tbaa !17
  %15 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %14, align 8
  %16 = invoke noundef i32 %15(%struct.Base* noundef nonnull align 8 dereferenceable(12) %12)
          to label %17 unwind label %26

17:                                               ; preds = %9
  %18 = getelementptr inbounds i8, i8* %11, i64 8
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 8, !tbaa !10
  %21 = icmp eq i8* %11, bitcast (%struct.Derived* @_ZL9g_derived to i8*)
  %22 = zext i1 %21 to i32
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %16, i32 noundef %20, i32 noundef %22)
  tail call void @__cxa_end_catch() #6
  %24 = tail call i8* @__cxa_allocate_exception(i64 8) #6
  %25 = bitcast i8* %24 to i32**
  store i32* @_ZL5g_int, i32** %25, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %24, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #7
          to label %133 unwind label %28

26:                                               ; preds = %9
  %27 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_end_catch() #6
  br label %131

28:                                               ; preds = %17
  %29 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKi to i8*)
  %30 = extractvalue { i8*, i32 } %29, 1
  %31 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #6
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %131

33:                                               ; preds = %28
  %34 = extractvalue { i8*, i32 } %29, 0
  %35 = tail call i8* @__cxa_begin_catch(i8* %34) #6
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !19
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %37)
  tail call void @__cxa_end_catch() #6
  %39 = bitcast i32** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %39) #6
  store i32* @_ZL5g_int, i32** %1, align 8, !tbaa !15
  %40 = tail call i8* @__cxa_allocate_exception(i64 8) #6
  %41 = bitcast i8* %40 to i32***
  store i32** %1, i32*** %41, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %40, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPPi to i8*), i8* null) #7
          to label %133 unwind label %42

42:                                               ; preds = %33
  %43 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)
  %44 = extractvalue { i8*, i32 } %43, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %39) #6
  %45 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)) #6
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %131

47:                                               ; preds = %42
  %48 = extractvalue { i8*, i32 } %43, 0
  %49 = call i8* @__cxa_begin_catch(i8* %48) #6
  %50 = bitcast i8* %49 to i32**
  %51 = load i32*, i32** %50, align 8, !tbaa !15
  %52 = load i32, i32* %51, align 4, !tbaa !19
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %52)
  call void @__cxa_end_catch() #6
  %54 = call i8* @__cxa_allocate_exception(i64 8) #6
  %55 = bitcast i8* %54 to i8**
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8** %55, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %54, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #7
          to label %133 unwind label %56

56:                                               ; preds = %47
  %57 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPc to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %58 = extractvalue { i8*, i32 } %57, 0
  %59 = extractvalue { i8*, i32 } %57, 1
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPc to i8*)) #6
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %68

62:                                               ; preds = %56
  %63 = call i8* @__cxa_begin_catch(i8* %58) #6
  %64 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.12, i64 0, i64 0))
  br label %65

65:                                               ; preds = %62, %71
  call void @__cxa_end_catch() #6
  %66 = call i8* @__cxa_allocate_exception(i64 8) #6
  %67 = bitcast i8* %66 to i8**
  store i8* bitcast (i32* @_ZL5g_int to i8*), i8** %67, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %66, i8* bitcast (i8** @_ZTIPv to i8*), i8* null) #7
          to label %133 unwind label %74

68:                                               ; preds = %56
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #6
  %70 = icmp eq i32 %59, %69
  br i1 %70, label %71, label %131

71:                                               ; preds = %68
  %72 = call i8* @__cxa_begin_catch(i8* %58) #6
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i8* noundef %72)
  br label %65

74:                                               ; preds = %65
  %75 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
          catch i8* bitcast (i8** @_ZTIPv to i8*)
  %76 = extractvalue { i8*, i32 } %75, 0
  %77 = extractvalue { i8*, i32 } %75, 1
  %78 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #6
  %79 = icmp eq i32 %77, %78
  br i1 %79, label %80, label %86

80:                                               ; preds = %74
  %81 = call i8* @__cxa_begin_catch(i8* %76) #6
  %82 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.11, i64 0, i64 0))
  br label %83

83:                                               ; preds = %80, %89
  call void @__cxa_end_catch() #6
  %84 = call i8* @__cxa_allocate_exception(i64 8) #6
  %85 = bitcast i8* %84 to i32**
  store i32* @_ZL5g_int, i32** %85, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %84, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #7
          to label %133 unwind label %94

86:                                               ; preds = %74
  %87 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #6
  %88 = icmp eq i32 %77, %87
  br i1 %88, label %89, label %131

89:                                               ; preds = %86
  %90 = call i8* @__cxa_begin_catch(i8* %76) #6
  %91 = icmp eq i8* %90, bitcast (i32* @_ZL5g_int to i8*)
  %92 = zext i1 %91 to i32
  %93 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %92)
  br label %83

94:                                               ; preds = %83
  %95 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPv to i8*)
  %96 = extractvalue { i8*, i32 } %95, 1
  %97 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #6
  %98 = icmp eq i32 %96, %97
  br i1 %98, label %99, label %131

99:                                               ; preds = %94
  %100 = extractvalue { i8*, i32 } %95, 0
  %101 = call i8* @__cxa_begin_catch(i8* %100) #6
  %102 = bitcast i8* %101 to i32*
  %103 = load i32, i32* %102, align 4, !tbaa !19
  %104 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), i32 noundef %103)
  call void @__cxa_end_catch() #6
  %105 = call i8* @__cxa_allocate_exception(i64 8) #6
  %106 = bitcast i8* %105 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %106, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %105, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #7
          to label %133 unwind label %107

107:                                              ; preds = %99
  %108 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)
  %109 = extractvalue { i8*, i32 } %108, 0
  %110 = extractvalue { i8*, i32 } %108, 1
  %111 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #6
  %112 = icmp eq i32 %110, %111
  br i1 %112, label %113, label %117

113:                                              ; preds = %107
  %114 = call i8* @__cxa_begin_catch(i8* %109) #6
  %115 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @str, i64 0, i64 0))
  call void @__cxa_end_catch()
  br label %116

116:                                              ; preds = %113, %127
  ret i32 0

117:                                              ; preds = %107
  %118 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)) #6
  %119 = icmp eq i32 %110, %118
  br i1 %119, label %120, label %131

120:                                              ; preds = %117
  %121 = call i8* @__cxa_begin_catch(i8* %109) #6
  %122 = bitcast i8* %121 to %struct.Derived*
  %123 = bitcast i8* %121 to i32 (%struct.Derived*)***
  %124 = load i32 (%struct.Derived*)**, i32 (%struct.Derived*)*** %123, align 8, !tbaa !17
  %125 = load i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %124, align 8
  %126 = invoke noundef i32 %125(%struct.Derived* noundef nonnull align 8 dereferenceable(12) %122)
          to label %127 unwind label %129

127:                                              ; preds = %120
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef %126)
  call void @__cxa_end_catch() #6
  br label %116

129:                                              ; preds = %120
  %130 = landingpad { i8*, i32 }
          cleanup
  call void @__cxa_end_catch() #6
  br label %131

131:                                              ; preds = %129, %117, %94, %86, %68, %42, %28, %26, %4
  %132 = phi { i8*, i32 } [ %130, %129 ], [ %108, %117 ], [ %95, %94 ], [ %75, %86 ], [ %57, %68 ], [ %43, %42 ], [ %29, %28 ], [ %27, %26 ], [ %5, %4 ]
  resume { i8*, i32 } %132

133:                                              ; preds = %99, %83, %65, %47, %33, %17, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Derived2idEv(%struct.Derived* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  ret i32 2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

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
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTS4Base", !12, i64 8}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !13, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"vtable pointer", !14, i64 0}
!19 = !{!12, !12, i64 0}
