; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !36
@_ZN7Fragile6budgetE = dso_local global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4, !dbg !38
@_ZL5dtors = internal global i32 0, align 4, !dbg !40
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant i8*
@_ZTIx = external constant i8*
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwy(i64 noundef %0) #0 !dbg !48 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !54, metadata !DIExpression()), !dbg !55
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !56
  %4 = add nsw i32 %3, 1, !dbg !56
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !56
  %5 = load i64, i64* %2, align 8, !dbg !57
  %6 = call i8* @malloc(i64 noundef %5), !dbg !58
  ret i8* %6, !dbg !59
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare dso_local i8* @malloc(i64 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znay(i64 noundef %0) #0 !dbg !60 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !61, metadata !DIExpression()), !dbg !62
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !63
  %4 = add nsw i32 %3, 1, !dbg !63
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !63
  %5 = load i64, i64* %2, align 8, !dbg !64
  %6 = call i8* @malloc(i64 noundef %5), !dbg !65
  ret i8* %6, !dbg !66
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !67 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !70, metadata !DIExpression()), !dbg !71
  %5 = load i8*, i8** %2, align 8, !dbg !72
  %6 = icmp ne i8* %5, null, !dbg !72
  br i1 %6, label %7, label %10, !dbg !74

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !75
  %9 = add nsw i32 %8, 1, !dbg !75
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !75
  br label %10, !dbg !75

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 8, !dbg !76
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !77

12:                                               ; preds = %10
  ret void, !dbg !78

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !78
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !78
  store i8* %15, i8** %3, align 8, !dbg !78
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !78
  store i32 %16, i32* %4, align 4, !dbg !78
  br label %17, !dbg !78

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8, !dbg !78
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !78
  unreachable, !dbg !78
}

declare dso_local void @free(i8* noundef) #2

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !79 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !80, metadata !DIExpression()), !dbg !81
  %5 = load i8*, i8** %2, align 8, !dbg !82
  %6 = icmp ne i8* %5, null, !dbg !82
  br i1 %6, label %7, label %10, !dbg !84

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !85
  %9 = add nsw i32 %8, 1, !dbg !85
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !85
  br label %10, !dbg !85

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 8, !dbg !86
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !87

12:                                               ; preds = %10
  ret void, !dbg !88

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !88
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !88
  store i8* %15, i8** %3, align 8, !dbg !88
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !88
  store i32 %16, i32* %4, align 4, !dbg !88
  br label %17, !dbg !88

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8, !dbg !88
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !88
  unreachable, !dbg !88
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !89 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca %struct.Fragile*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.Fragile*, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !92, metadata !DIExpression()), !dbg !95
  %15 = invoke noalias noundef nonnull i8* @_Znwy(i64 noundef 4) #12
          to label %16 unwind label %24, !dbg !96, !heapallocsite !7

16:                                               ; preds = %0
  %17 = bitcast i8* %15 to %struct.Fragile*, !dbg !96
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %17, i32 noundef 13)
          to label %18 unwind label %28, !dbg !97

18:                                               ; preds = %16
  store %struct.Fragile* %17, %struct.Fragile** %2, align 8, !dbg !95
  %19 = load %struct.Fragile*, %struct.Fragile** %2, align 8, !dbg !98
  %20 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %19, i32 0, i32 0, !dbg !99
  %21 = load i32, i32* %20, align 4, !dbg !99
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %21)
          to label %23 unwind label %24, !dbg !100

23:                                               ; preds = %18
  br label %44, !dbg !101

24:                                               ; preds = %18, %0
  %25 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !102
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !102
  store i8* %26, i8** %3, align 8, !dbg !102
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !102
  store i32 %27, i32* %4, align 4, !dbg !102
  br label %32, !dbg !102

28:                                               ; preds = %16
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !102
  %30 = extractvalue { i8*, i32 } %29, 0, !dbg !102
  store i8* %30, i8** %3, align 8, !dbg !102
  %31 = extractvalue { i8*, i32 } %29, 1, !dbg !102
  store i32 %31, i32* %4, align 4, !dbg !102
  call void @_ZdlPv(i8* noundef %15) #13, !dbg !96
  br label %32, !dbg !96

32:                                               ; preds = %28, %24
  %33 = load i32, i32* %4, align 4, !dbg !101
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !101
  %35 = icmp eq i32 %33, %34, !dbg !101
  br i1 %35, label %36, label %204, !dbg !101

36:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i8** %5, metadata !103, metadata !DIExpression()), !dbg !104
  %37 = load i8*, i8** %3, align 8, !dbg !101
  %38 = call i8* @__cxa_begin_catch(i8* %37) #14, !dbg !101
  store i8* %38, i8** %5, align 8, !dbg !101
  %39 = load i8*, i8** %5, align 8, !dbg !105
  %40 = load i32, i32* @_ZL6allocs, align 4, !dbg !107
  %41 = load i32, i32* @_ZL5frees, align 4, !dbg !108
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i8* noundef %39, i32 noundef %40, i32 noundef %41)
          to label %43 unwind label %72, !dbg !109

43:                                               ; preds = %36
  call void @__cxa_end_catch() #14, !dbg !110
  br label %44, !dbg !110

44:                                               ; preds = %43, %23
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4, !dbg !111
  call void @llvm.dbg.declare(metadata %struct.Fragile** %6, metadata !112, metadata !DIExpression()), !dbg !114
  %45 = invoke noalias noundef nonnull i8* @_Znay(i64 noundef 28) #12
          to label %46 unwind label %76, !dbg !115, !heapallocsite !7

46:                                               ; preds = %44
  %47 = bitcast i8* %45 to i64*, !dbg !115
  store i64 5, i64* %47, align 8, !dbg !115
  %48 = getelementptr inbounds i8, i8* %45, i64 8, !dbg !115
  %49 = bitcast i8* %48 to %struct.Fragile*, !dbg !115
  %50 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %49, i64 5, !dbg !115
  br label %51, !dbg !115

51:                                               ; preds = %53, %46
  %52 = phi %struct.Fragile* [ %49, %46 ], [ %54, %53 ], !dbg !115
  invoke void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %52)
          to label %53 unwind label %80, !dbg !115

53:                                               ; preds = %51
  %54 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %52, i64 1, !dbg !115
  %55 = icmp eq %struct.Fragile* %54, %50, !dbg !115
  br i1 %55, label %56, label %51, !dbg !115

56:                                               ; preds = %53
  store %struct.Fragile* %49, %struct.Fragile** %6, align 8, !dbg !114
  %57 = load %struct.Fragile*, %struct.Fragile** %6, align 8, !dbg !116
  %58 = icmp eq %struct.Fragile* %57, null, !dbg !117
  br i1 %58, label %71, label %59, !dbg !117

59:                                               ; preds = %56
  %60 = bitcast %struct.Fragile* %57 to i8*, !dbg !117
  %61 = getelementptr inbounds i8, i8* %60, i64 -8, !dbg !117
  %62 = bitcast i8* %61 to i64*, !dbg !117
  %63 = load i64, i64* %62, align 4, !dbg !117
  %64 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %57, i64 %63, !dbg !117
  %65 = icmp eq %struct.Fragile* %57, %64, !dbg !117
  br i1 %65, label %70, label %66, !dbg !117

66:                                               ; preds = %66, %59
  %67 = phi %struct.Fragile* [ %64, %59 ], [ %68, %66 ], !dbg !117
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %67, i64 -1, !dbg !117
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %68) #14, !dbg !117
  %69 = icmp eq %struct.Fragile* %68, %57, !dbg !117
  br i1 %69, label %70, label %66, !dbg !117

70:                                               ; preds = %66, %59
  call void @_ZdaPv(i8* noundef %61) #13, !dbg !117
  br label %71, !dbg !117

71:                                               ; preds = %70, %56
  br label %105, !dbg !118

72:                                               ; preds = %36
  %73 = landingpad { i8*, i32 }
          cleanup, !dbg !119
  %74 = extractvalue { i8*, i32 } %73, 0, !dbg !119
  store i8* %74, i8** %3, align 8, !dbg !119
  %75 = extractvalue { i8*, i32 } %73, 1, !dbg !119
  store i32 %75, i32* %4, align 4, !dbg !119
  call void @__cxa_end_catch() #14, !dbg !110
  br label %204, !dbg !110

76:                                               ; preds = %44
  %77 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !120
  %78 = extractvalue { i8*, i32 } %77, 0, !dbg !120
  store i8* %78, i8** %3, align 8, !dbg !120
  %79 = extractvalue { i8*, i32 } %77, 1, !dbg !120
  store i32 %79, i32* %4, align 4, !dbg !120
  br label %90, !dbg !120

80:                                               ; preds = %51
  %81 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !120
  %82 = extractvalue { i8*, i32 } %81, 0, !dbg !120
  store i8* %82, i8** %3, align 8, !dbg !120
  %83 = extractvalue { i8*, i32 } %81, 1, !dbg !120
  store i32 %83, i32* %4, align 4, !dbg !120
  %84 = icmp eq %struct.Fragile* %49, %52, !dbg !115
  br i1 %84, label %89, label %85, !dbg !115

85:                                               ; preds = %85, %80
  %86 = phi %struct.Fragile* [ %52, %80 ], [ %87, %85 ], !dbg !115
  %87 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %86, i64 -1, !dbg !115
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %87) #14, !dbg !115
  %88 = icmp eq %struct.Fragile* %87, %49, !dbg !115
  br i1 %88, label %89, label %85, !dbg !115

89:                                               ; preds = %85, %80
  call void @_ZdaPv(i8* noundef %45) #13, !dbg !115
  br label %90, !dbg !115

90:                                               ; preds = %89, %76
  %91 = load i32, i32* %4, align 4, !dbg !118
  %92 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !118
  %93 = icmp eq i32 %91, %92, !dbg !118
  br i1 %93, label %94, label %204, !dbg !118

94:                                               ; preds = %90
  call void @llvm.dbg.declare(metadata i32* %7, metadata !121, metadata !DIExpression()), !dbg !122
  %95 = load i8*, i8** %3, align 8, !dbg !118
  %96 = call i8* @__cxa_begin_catch(i8* %95) #14, !dbg !118
  %97 = bitcast i8* %96 to i32*, !dbg !118
  %98 = load i32, i32* %97, align 4, !dbg !118
  store i32 %98, i32* %7, align 4, !dbg !118
  %99 = load i32, i32* %7, align 4, !dbg !123
  %100 = load i32, i32* @_ZL5ctors, align 4, !dbg !125
  %101 = load i32, i32* @_ZL5dtors, align 4, !dbg !126
  %102 = load i32, i32* @_ZL5frees, align 4, !dbg !127
  %103 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i64 0, i64 0), i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
          to label %104 unwind label %115, !dbg !128

104:                                              ; preds = %94
  call void @__cxa_end_catch() #14, !dbg !129
  br label %105, !dbg !129

105:                                              ; preds = %104, %71
  call void @llvm.dbg.declare(metadata i32* %8, metadata !130, metadata !DIExpression()), !dbg !131
  store i32 0, i32* %8, align 4, !dbg !131
  call void @llvm.dbg.declare(metadata i32* %9, metadata !132, metadata !DIExpression()), !dbg !134
  store i32 0, i32* %9, align 4, !dbg !134
  br label %106, !dbg !135

106:                                              ; preds = %136, %105
  %107 = load i32, i32* %9, align 4, !dbg !136
  %108 = icmp slt i32 %107, 5, !dbg !138
  br i1 %108, label %109, label %143, !dbg !139

109:                                              ; preds = %106
  %110 = load i32, i32* %9, align 4, !dbg !140
  %111 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %110)
          to label %112 unwind label %119, !dbg !143

112:                                              ; preds = %109
  %113 = load i32, i32* %8, align 4, !dbg !144
  %114 = add nsw i32 %113, %111, !dbg !144
  store i32 %114, i32* %8, align 4, !dbg !144
  br label %135, !dbg !145

115:                                              ; preds = %94
  %116 = landingpad { i8*, i32 }
          cleanup, !dbg !146
  %117 = extractvalue { i8*, i32 } %116, 0, !dbg !146
  store i8* %117, i8** %3, align 8, !dbg !146
  %118 = extractvalue { i8*, i32 } %116, 1, !dbg !146
  store i32 %118, i32* %4, align 4, !dbg !146
  call void @__cxa_end_catch() #14, !dbg !129
  br label %204, !dbg !129

119:                                              ; preds = %109
  %120 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !147
  %121 = extractvalue { i8*, i32 } %120, 0, !dbg !147
  store i8* %121, i8** %3, align 8, !dbg !147
  %122 = extractvalue { i8*, i32 } %120, 1, !dbg !147
  store i32 %122, i32* %4, align 4, !dbg !147
  br label %123, !dbg !147

123:                                              ; preds = %119
  %124 = load i32, i32* %4, align 4, !dbg !145
  %125 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !145
  %126 = icmp eq i32 %124, %125, !dbg !145
  br i1 %126, label %127, label %204, !dbg !145

127:                                              ; preds = %123
  call void @llvm.dbg.declare(metadata i32* %10, metadata !148, metadata !DIExpression()), !dbg !149
  %128 = load i8*, i8** %3, align 8, !dbg !145
  %129 = call i8* @__cxa_begin_catch(i8* %128) #14, !dbg !145
  %130 = bitcast i8* %129 to i32*, !dbg !145
  %131 = load i32, i32* %130, align 4, !dbg !145
  store i32 %131, i32* %10, align 4, !dbg !145
  %132 = load i32, i32* %10, align 4, !dbg !150
  %133 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %132)
          to label %134 unwind label %139, !dbg !152

134:                                              ; preds = %127
  call void @__cxa_end_catch() #14, !dbg !153
  br label %135, !dbg !153

135:                                              ; preds = %134, %112
  br label %136, !dbg !154

136:                                              ; preds = %135
  %137 = load i32, i32* %9, align 4, !dbg !155
  %138 = add nsw i32 %137, 1, !dbg !155
  store i32 %138, i32* %9, align 4, !dbg !155
  br label %106, !dbg !156, !llvm.loop !157

139:                                              ; preds = %127
  %140 = landingpad { i8*, i32 }
          cleanup, !dbg !160
  %141 = extractvalue { i8*, i32 } %140, 0, !dbg !160
  store i8* %141, i8** %3, align 8, !dbg !160
  %142 = extractvalue { i8*, i32 } %140, 1, !dbg !160
  store i32 %142, i32* %4, align 4, !dbg !160
  call void @__cxa_end_catch() #14, !dbg !153
  br label %204, !dbg !153

143:                                              ; preds = %106
  %144 = load i32, i32* %8, align 4, !dbg !161
  %145 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14, !dbg !162
  %146 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14, !dbg !163
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef %144, i32 noundef %145, i32 noundef %146), !dbg !164
  %148 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !165
  %149 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3), !dbg !166
  %150 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !167
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i64 0, i64 0), i32 noundef %148, i32 noundef %149, i32 noundef %150), !dbg !168
  call void @llvm.dbg.declare(metadata %class.anon* %11, metadata !169, metadata !DIExpression()), !dbg !174
  %152 = getelementptr inbounds %class.anon, %class.anon* %11, i32 0, i32 0, !dbg !175
  store i32* %8, i32** %152, align 8, !dbg !175
  call void @llvm.dbg.declare(metadata i32* %12, metadata !176, metadata !DIExpression()), !dbg !178
  store i32 0, i32* %12, align 4, !dbg !178
  br label %153, !dbg !179

153:                                              ; preds = %177, %143
  %154 = load i32, i32* %12, align 4, !dbg !180
  %155 = icmp slt i32 %154, 4, !dbg !182
  br i1 %155, label %156, label %185, !dbg !183

156:                                              ; preds = %153
  %157 = load i32, i32* %12, align 4, !dbg !184
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(8) %11, i32 noundef %157)
          to label %158 unwind label %159, !dbg !187

158:                                              ; preds = %156
  br label %176, !dbg !188

159:                                              ; preds = %156
  %160 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !189
  %161 = extractvalue { i8*, i32 } %160, 0, !dbg !189
  store i8* %161, i8** %3, align 8, !dbg !189
  %162 = extractvalue { i8*, i32 } %160, 1, !dbg !189
  store i32 %162, i32* %4, align 4, !dbg !189
  br label %163, !dbg !189

163:                                              ; preds = %159
  %164 = load i32, i32* %4, align 4, !dbg !188
  %165 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #14, !dbg !188
  %166 = icmp eq i32 %164, %165, !dbg !188
  br i1 %166, label %167, label %204, !dbg !188

167:                                              ; preds = %163
  call void @llvm.dbg.declare(metadata %struct.Fragile** %13, metadata !190, metadata !DIExpression()), !dbg !192
  %168 = load i8*, i8** %3, align 8, !dbg !188
  %169 = call i8* @__cxa_begin_catch(i8* %168) #14, !dbg !188
  %170 = bitcast i8* %169 to %struct.Fragile*, !dbg !188
  store %struct.Fragile* %170, %struct.Fragile** %13, align 8, !dbg !188
  %171 = load %struct.Fragile*, %struct.Fragile** %13, align 8, !dbg !193
  %172 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %171, i32 0, i32 0, !dbg !195
  %173 = load i32, i32* %172, align 4, !dbg !195
  %174 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %173)
          to label %175 unwind label %180, !dbg !196

175:                                              ; preds = %167
  call void @__cxa_end_catch(), !dbg !197
  br label %176, !dbg !197

176:                                              ; preds = %175, %158
  br label %177, !dbg !198

177:                                              ; preds = %176
  %178 = load i32, i32* %12, align 4, !dbg !199
  %179 = add nsw i32 %178, 1, !dbg !199
  store i32 %179, i32* %12, align 4, !dbg !199
  br label %153, !dbg !200, !llvm.loop !201

180:                                              ; preds = %167
  %181 = landingpad { i8*, i32 }
          cleanup, !dbg !203
  %182 = extractvalue { i8*, i32 } %181, 0, !dbg !203
  store i8* %182, i8** %3, align 8, !dbg !203
  %183 = extractvalue { i8*, i32 } %181, 1, !dbg !203
  store i32 %183, i32* %4, align 4, !dbg !203
  invoke void @__cxa_end_catch()
          to label %184 unwind label %209, !dbg !197

184:                                              ; preds = %180
  br label %204, !dbg !197

185:                                              ; preds = %153
  call void @llvm.dbg.declare(metadata i32* %14, metadata !204, metadata !DIExpression()), !dbg !206
  store i32 0, i32* %14, align 4, !dbg !206
  br label %186, !dbg !207

186:                                              ; preds = %194, %185
  %187 = load i32, i32* %14, align 4, !dbg !208
  %188 = icmp slt i32 %187, 3, !dbg !210
  br i1 %188, label %189, label %197, !dbg !211

189:                                              ; preds = %186
  %190 = load i32, i32* %14, align 4, !dbg !212
  %191 = load i32, i32* %14, align 4, !dbg !213
  %192 = call noundef i32 @_ZL7layeredi(i32 noundef %191), !dbg !214
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %190, i32 noundef %192), !dbg !215
  br label %194, !dbg !215

194:                                              ; preds = %189
  %195 = load i32, i32* %14, align 4, !dbg !216
  %196 = add nsw i32 %195, 1, !dbg !216
  store i32 %196, i32* %14, align 4, !dbg !216
  br label %186, !dbg !217, !llvm.loop !218

197:                                              ; preds = %186
  %198 = load i32, i32* @_ZL6allocs, align 4, !dbg !220
  %199 = load i32, i32* @_ZL5frees, align 4, !dbg !221
  %200 = load i32, i32* @_ZL5ctors, align 4, !dbg !222
  %201 = load i32, i32* @_ZL5dtors, align 4, !dbg !223
  %202 = load i32, i32* %8, align 4, !dbg !224
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i64 0, i64 0), i32 noundef %198, i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202), !dbg !225
  ret i32 0, !dbg !226

204:                                              ; preds = %184, %163, %139, %123, %115, %90, %72, %32
  %205 = load i8*, i8** %3, align 8, !dbg !101
  %206 = load i32, i32* %4, align 4, !dbg !101
  %207 = insertvalue { i8*, i32 } undef, i8* %205, 0, !dbg !101
  %208 = insertvalue { i8*, i32 } %207, i32 %206, 1, !dbg !101
  resume { i8*, i32 } %208, !dbg !101

209:                                              ; preds = %180
  %210 = landingpad { i8*, i32 }
          catch i8* null, !dbg !197
  %211 = extractvalue { i8*, i32 } %210, 0, !dbg !197
  call void @__clang_call_terminate(i8* %211) #15, !dbg !197
  unreachable, !dbg !197
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !227 {
  %3 = alloca %struct.Fragile*, align 8
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %3, metadata !228, metadata !DIExpression()), !dbg !229
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !230, metadata !DIExpression()), !dbg !231
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 8
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0, !dbg !232
  %7 = load i32, i32* %4, align 4, !dbg !233
  store i32 %7, i32* %6, align 4, !dbg !232
  %8 = load i32, i32* %4, align 4, !dbg !234
  %9 = icmp eq i32 %8, 13, !dbg !237
  br i1 %9, label %10, label %13, !dbg !238

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !239
  %12 = bitcast i8* %11 to i8**, !dbg !239
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %12, align 16, !dbg !239
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !239
  unreachable, !dbg !239

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !240
  %15 = add nsw i32 %14, 1, !dbg !240
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !240
  ret void, !dbg !241
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !242 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !243, metadata !DIExpression()), !dbg !244
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0, !dbg !245
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !246
  store i32 %5, i32* %4, align 4, !dbg !245
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !247
  %7 = add nsw i32 %6, -1, !dbg !247
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4, !dbg !247
  %8 = icmp slt i32 %7, 0, !dbg !250
  br i1 %8, label %9, label %13, !dbg !251

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !252
  %11 = bitcast i8* %10 to i32*, !dbg !252
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !253
  store i32 %12, i32* %11, align 16, !dbg !252
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11, !dbg !252
  unreachable, !dbg !252

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !254
  %15 = add nsw i32 %14, 1, !dbg !254
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !254
  ret void, !dbg !255
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !256 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !257, metadata !DIExpression()), !dbg !258
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = load i32, i32* @_ZL5dtors, align 4, !dbg !259
  %5 = add nsw i32 %4, 1, !dbg !259
  store i32 %5, i32* @_ZL5dtors, align 4, !dbg !259
  ret void, !dbg !261
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !262 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !265, metadata !DIExpression()), !dbg !266
  %5 = load i32, i32* %2, align 4, !dbg !267
  %6 = icmp sgt i32 %5, 2, !dbg !269
  br i1 %6, label %7, label %21, !dbg !270

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !271
  %9 = bitcast i8* %8 to i32*, !dbg !271
  %10 = load i32, i32* %2, align 4, !dbg !272
  %11 = mul nsw i32 %10, 2, !dbg !273
  store i32 %11, i32* %9, align 16, !dbg !271
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %28 unwind label %12, !dbg !271

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !274
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !274
  store i8* %14, i8** %3, align 8, !dbg !274
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !274
  store i32 %15, i32* %4, align 4, !dbg !274
  br label %16, !dbg !274

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !275
  %18 = icmp slt i32 %17, 0, !dbg !275
  br i1 %18, label %19, label %23, !dbg !275

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 8, !dbg !275
  call void @__cxa_call_unexpected(i8* %20) #11, !dbg !275
  unreachable, !dbg !275

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4, !dbg !276
  ret i32 %22, !dbg !275

23:                                               ; preds = %16
  %24 = load i8*, i8** %3, align 8, !dbg !275
  %25 = load i32, i32* %4, align 4, !dbg !275
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0, !dbg !275
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1, !dbg !275
  resume { i8*, i32 } %27, !dbg !275

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #9 !dbg !277 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !278, metadata !DIExpression()), !dbg !279
  %3 = load i32, i32* %2, align 4, !dbg !280
  %4 = add nsw i32 %3, 1, !dbg !281
  ret i32 %4, !dbg !282
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #9 !dbg !283 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !284, metadata !DIExpression()), !dbg !285
  %3 = load i32, i32* %2, align 4, !dbg !286
  %4 = sub nsw i32 %3, 1, !dbg !287
  ret i32 %4, !dbg !288
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !289 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !297, metadata !DIExpression()), !dbg !298
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !299, metadata !DIExpression()), !dbg !300
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !301
  %10 = load i32, i32* %5, align 4, !dbg !303
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !301

11:                                               ; preds = %2
  br label %30, !dbg !304

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !305
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !305
  store i8* %14, i8** %6, align 8, !dbg !305
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !305
  store i32 %15, i32* %7, align 4, !dbg !305
  br label %16, !dbg !305

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !304
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #14, !dbg !304
  %19 = icmp eq i32 %17, %18, !dbg !304
  br i1 %19, label %20, label %27, !dbg !304

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i16* %8, metadata !306, metadata !DIExpression()), !dbg !307
  %21 = load i8*, i8** %6, align 8, !dbg !308
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !308
  %23 = bitcast i8* %22 to i16*, !dbg !308
  %24 = load i16, i16* %23, align 2, !dbg !308
  store i16 %24, i16* %8, align 2, !dbg !308
  %25 = load i16, i16* %8, align 2, !dbg !310
  %26 = sext i16 %25 to i32, !dbg !310
  store i32 %26, i32* %3, align 4, !dbg !312
  call void @__cxa_end_catch() #14, !dbg !313
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 8, !dbg !304
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !304
  store i32 -1, i32* %3, align 4, !dbg !314
  call void @__cxa_end_catch(), !dbg !308
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !315
  br label %31, !dbg !315

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !316
  ret i32 %32, !dbg !316
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #8 !dbg !317 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !318, metadata !DIExpression()), !dbg !319
  %3 = call i8* @__cxa_allocate_exception(i64 2) #14, !dbg !320
  %4 = bitcast i8* %3 to i16*, !dbg !320
  %5 = load i32, i32* %2, align 4, !dbg !321
  %6 = trunc i32 %5 to i16, !dbg !321
  store i16 %6, i16* %4, align 16, !dbg !320
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11, !dbg !320
  unreachable, !dbg !320
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !322 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !325, metadata !DIExpression()), !dbg !326
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !327, metadata !DIExpression()), !dbg !328
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !329
  %10 = load i32, i32* %5, align 4, !dbg !331
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !329

11:                                               ; preds = %2
  br label %30, !dbg !332

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !333
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !333
  store i8* %14, i8** %6, align 8, !dbg !333
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !333
  store i32 %15, i32* %7, align 4, !dbg !333
  br label %16, !dbg !333

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !332
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #14, !dbg !332
  %19 = icmp eq i32 %17, %18, !dbg !332
  br i1 %19, label %20, label %27, !dbg !332

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i64* %8, metadata !334, metadata !DIExpression()), !dbg !335
  %21 = load i8*, i8** %6, align 8, !dbg !336
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !336
  %23 = bitcast i8* %22 to i64*, !dbg !336
  %24 = load i64, i64* %23, align 8, !dbg !336
  store i64 %24, i64* %8, align 8, !dbg !336
  %25 = load i64, i64* %8, align 8, !dbg !338
  %26 = trunc i64 %25 to i32, !dbg !338
  store i32 %26, i32* %3, align 4, !dbg !340
  call void @__cxa_end_catch() #14, !dbg !341
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 8, !dbg !332
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !332
  store i32 -1, i32* %3, align 4, !dbg !342
  call void @__cxa_end_catch(), !dbg !336
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !343
  br label %31, !dbg !343

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !344
  ret i32 %32, !dbg !344
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #8 !dbg !345 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !346, metadata !DIExpression()), !dbg !347
  %3 = call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !348
  %4 = bitcast i8* %3 to i64*, !dbg !348
  %5 = load i32, i32* %2, align 4, !dbg !349
  %6 = sext i32 %5 to i64, !dbg !349
  %7 = mul nsw i64 %6, 1000, !dbg !350
  store i64 %7, i64* %4, align 16, !dbg !348
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11, !dbg !348
  unreachable, !dbg !348
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !351 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !354, metadata !DIExpression()), !dbg !355
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !356, metadata !DIExpression()), !dbg !357
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !358
  %10 = load i32, i32* %5, align 4, !dbg !360
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !358

11:                                               ; preds = %2
  br label %29, !dbg !361

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !362
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !362
  store i8* %14, i8** %6, align 8, !dbg !362
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !362
  store i32 %15, i32* %7, align 4, !dbg !362
  br label %16, !dbg !362

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !361
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !361
  %19 = icmp eq i32 %17, %18, !dbg !361
  br i1 %19, label %20, label %26, !dbg !361

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %8, metadata !363, metadata !DIExpression()), !dbg !364
  %21 = load i8*, i8** %6, align 8, !dbg !365
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !365
  %23 = bitcast i8* %22 to i32*, !dbg !365
  %24 = load i32, i32* %23, align 4, !dbg !365
  store i32 %24, i32* %8, align 4, !dbg !365
  %25 = load i32, i32* %8, align 4, !dbg !367
  store i32 %25, i32* %3, align 4, !dbg !369
  call void @__cxa_end_catch() #14, !dbg !370
  br label %30

26:                                               ; preds = %16
  %27 = load i8*, i8** %6, align 8, !dbg !361
  %28 = call i8* @__cxa_begin_catch(i8* %27) #14, !dbg !361
  store i32 -1, i32* %3, align 4, !dbg !371
  call void @__cxa_end_catch(), !dbg !365
  br label %30

29:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !372
  br label %30, !dbg !372

30:                                               ; preds = %29, %20, %26
  %31 = load i32, i32* %3, align 4, !dbg !373
  ret i32 %31, !dbg !373
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #8 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !374 {
  %3 = alloca %class.anon*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !383, metadata !DIExpression()), !dbg !385
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !386, metadata !DIExpression()), !dbg !387
  %7 = load %class.anon*, %class.anon** %3, align 8
  %8 = load i32, i32* %4, align 4, !dbg !388
  %9 = and i32 %8, 1, !dbg !390
  %10 = icmp ne i32 %9, 0, !dbg !388
  br i1 %10, label %11, label %21, !dbg !391

11:                                               ; preds = %2
  %12 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !392
  %13 = bitcast i8* %12 to %struct.Fragile*, !dbg !392
  %14 = load i32, i32* %4, align 4, !dbg !393
  %15 = mul nsw i32 %14, 3, !dbg !394
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %15)
          to label %16 unwind label %17, !dbg !395

16:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11, !dbg !392
  unreachable, !dbg !392

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !396
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !396
  store i8* %19, i8** %5, align 8, !dbg !396
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !396
  store i32 %20, i32* %6, align 4, !dbg !396
  call void @__cxa_free_exception(i8* %12) #14, !dbg !392
  br label %27, !dbg !392

21:                                               ; preds = %2
  %22 = load i32, i32* %4, align 4, !dbg !397
  %23 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !398
  %24 = load i32*, i32** %23, align 8, !dbg !398
  %25 = load i32, i32* %24, align 4, !dbg !399
  %26 = add nsw i32 %25, %22, !dbg !399
  store i32 %26, i32* %24, align 4, !dbg !399
  ret void, !dbg !400

27:                                               ; preds = %17
  %28 = load i8*, i8** %5, align 8, !dbg !392
  %29 = load i32, i32* %6, align 4, !dbg !392
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0, !dbg !392
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1, !dbg !392
  resume { i8*, i32 } %31, !dbg !392
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #10 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !401 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !402, metadata !DIExpression()), !dbg !403
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !404, metadata !DIExpression()), !dbg !405
  call void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)), !dbg !405
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !406, metadata !DIExpression()), !dbg !408
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0))
          to label %13 unwind label %21, !dbg !408

13:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %8, metadata !409, metadata !DIExpression()), !dbg !411
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
          to label %14 unwind label %25, !dbg !411

14:                                               ; preds = %13
  %15 = load i32, i32* %3, align 4, !dbg !412
  %16 = icmp sgt i32 %15, 0, !dbg !414
  br i1 %16, label %17, label %50, !dbg !415

17:                                               ; preds = %14
  %18 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !416
  %19 = bitcast i8* %18 to i32*, !dbg !416
  %20 = load i32, i32* %3, align 4, !dbg !417
  store i32 %20, i32* %19, align 16, !dbg !416
  invoke void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %87 unwind label %29, !dbg !416

21:                                               ; preds = %1
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !418
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !418
  store i8* %23, i8** %6, align 8, !dbg !418
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !418
  store i32 %24, i32* %7, align 4, !dbg !418
  br label %67, !dbg !418

25:                                               ; preds = %13
  %26 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !419
  %27 = extractvalue { i8*, i32 } %26, 0, !dbg !419
  store i8* %27, i8** %6, align 8, !dbg !419
  %28 = extractvalue { i8*, i32 } %26, 1, !dbg !419
  store i32 %28, i32* %7, align 4, !dbg !419
  br label %33, !dbg !419

29:                                               ; preds = %17
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !420
  %31 = extractvalue { i8*, i32 } %30, 0, !dbg !420
  store i8* %31, i8** %6, align 8, !dbg !420
  %32 = extractvalue { i8*, i32 } %30, 1, !dbg !420
  store i32 %32, i32* %7, align 4, !dbg !420
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !421
  br label %33, !dbg !421

33:                                               ; preds = %29, %25
  %34 = load i32, i32* %7, align 4, !dbg !422
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !422
  %36 = icmp eq i32 %34, %35, !dbg !422
  br i1 %36, label %37, label %66, !dbg !422

37:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %9, metadata !423, metadata !DIExpression()), !dbg !424
  %38 = load i8*, i8** %6, align 8, !dbg !422
  %39 = call i8* @__cxa_begin_catch(i8* %38) #14, !dbg !422
  %40 = bitcast i8* %39 to i32*, !dbg !422
  %41 = load i32, i32* %40, align 4, !dbg !422
  store i32 %41, i32* %9, align 4, !dbg !422
  call void @llvm.dbg.declare(metadata %struct.Scope* %10, metadata !425, metadata !DIExpression()), !dbg !427
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0))
          to label %42 unwind label %51, !dbg !427

42:                                               ; preds = %37
  %43 = load i32, i32* %9, align 4, !dbg !428
  %44 = icmp sgt i32 %43, 1, !dbg !430
  br i1 %44, label %45, label %59, !dbg !431

45:                                               ; preds = %42
  %46 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !432
  %47 = bitcast i8* %46 to i32*, !dbg !432
  %48 = load i32, i32* %9, align 4, !dbg !433
  %49 = add nsw i32 %48, 10, !dbg !434
  store i32 %49, i32* %47, align 16, !dbg !432
  invoke void @__cxa_throw(i8* %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %87 unwind label %55, !dbg !432

50:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !421
  br label %62, !dbg !422

51:                                               ; preds = %37
  %52 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !435
  %53 = extractvalue { i8*, i32 } %52, 0, !dbg !435
  store i8* %53, i8** %6, align 8, !dbg !435
  %54 = extractvalue { i8*, i32 } %52, 1, !dbg !435
  store i32 %54, i32* %7, align 4, !dbg !435
  br label %61, !dbg !435

55:                                               ; preds = %45
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !436
  %57 = extractvalue { i8*, i32 } %56, 0, !dbg !436
  store i8* %57, i8** %6, align 8, !dbg !436
  %58 = extractvalue { i8*, i32 } %56, 1, !dbg !436
  store i32 %58, i32* %7, align 4, !dbg !436
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10) #14, !dbg !437
  br label %61, !dbg !437

59:                                               ; preds = %42
  %60 = load i32, i32* %9, align 4, !dbg !438
  store i32 %60, i32* %2, align 4, !dbg !439
  store i32 1, i32* %11, align 4
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10) #14, !dbg !437
  call void @__cxa_end_catch() #14, !dbg !440
  br label %63

61:                                               ; preds = %55, %51
  call void @__cxa_end_catch() #14, !dbg !440
  br label %66, !dbg !440

62:                                               ; preds = %50
  store i32 0, i32* %11, align 4, !dbg !441
  br label %63, !dbg !441

63:                                               ; preds = %62, %59
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !441
  %64 = load i32, i32* %11, align 4
  switch i32 %64, label %79 [
    i32 0, label %65
  ]

65:                                               ; preds = %63
  br label %78, !dbg !442

66:                                               ; preds = %61, %33
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !441
  br label %67, !dbg !441

67:                                               ; preds = %66, %21
  %68 = load i32, i32* %7, align 4, !dbg !442
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !442
  %70 = icmp eq i32 %68, %69, !dbg !442
  br i1 %70, label %71, label %81, !dbg !442

71:                                               ; preds = %67
  call void @llvm.dbg.declare(metadata i32* %12, metadata !443, metadata !DIExpression()), !dbg !444
  %72 = load i8*, i8** %6, align 8, !dbg !442
  %73 = call i8* @__cxa_begin_catch(i8* %72) #14, !dbg !442
  %74 = bitcast i8* %73 to i32*, !dbg !442
  %75 = load i32, i32* %74, align 4, !dbg !442
  store i32 %75, i32* %12, align 4, !dbg !442
  %76 = load i32, i32* %12, align 4, !dbg !445
  %77 = mul nsw i32 %76, 100, !dbg !447
  store i32 %77, i32* %2, align 4, !dbg !448
  store i32 1, i32* %11, align 4
  call void @__cxa_end_catch() #14, !dbg !449
  br label %79

78:                                               ; preds = %65
  store i32 0, i32* %2, align 4, !dbg !450
  store i32 1, i32* %11, align 4
  br label %79, !dbg !450

79:                                               ; preds = %78, %71, %63
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !451
  %80 = load i32, i32* %2, align 4, !dbg !451
  ret i32 %80, !dbg !451

81:                                               ; preds = %67
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !451
  br label %82, !dbg !451

82:                                               ; preds = %81
  %83 = load i8*, i8** %6, align 8, !dbg !451
  %84 = load i32, i32* %7, align 4, !dbg !451
  %85 = insertvalue { i8*, i32 } undef, i8* %83, 0, !dbg !451
  %86 = insertvalue { i8*, i32 } %85, i32 %84, 1, !dbg !451
  resume { i8*, i32 } %86, !dbg !451

87:                                               ; preds = %45, %17
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

declare dso_local void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #7 comdat align 2 !dbg !452 {
  %3 = alloca %struct.Scope*, align 8
  %4 = alloca i8*, align 8
  store %struct.Scope* %0, %struct.Scope** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Scope** %3, metadata !453, metadata !DIExpression()), !dbg !455
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !456, metadata !DIExpression()), !dbg !457
  %5 = load %struct.Scope*, %struct.Scope** %3, align 8
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !458
  %7 = load i8*, i8** %4, align 8, !dbg !459
  store i8* %7, i8** %6, align 8, !dbg !458
  ret void, !dbg !460
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) !dbg !461 {
  %2 = alloca %struct.Scope*, align 8
  store %struct.Scope* %0, %struct.Scope** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !462, metadata !DIExpression()), !dbg !463
  %3 = load %struct.Scope*, %struct.Scope** %2, align 8
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !464
  %5 = load i8*, i8** %4, align 8, !dbg !464
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !466

7:                                                ; preds = %1
  ret void, !dbg !467

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null, !dbg !466
  %10 = extractvalue { i8*, i32 } %9, 0, !dbg !466
  call void @__clang_call_terminate(i8* %10) #15, !dbg !466
  unreachable, !dbg !466
}

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !0, !36, !38, !40}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 4}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 2}
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 1}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwy", scope: !3, file: !3, line: 15, type: !49, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !52}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{}
!54 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !3, line: 15, type: !52)
!55 = !DILocation(line: 15, column: 34, scope: !48)
!56 = !DILocation(line: 15, column: 39, scope: !48)
!57 = !DILocation(line: 15, column: 63, scope: !48)
!58 = !DILocation(line: 15, column: 56, scope: !48)
!59 = !DILocation(line: 15, column: 49, scope: !48)
!60 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znay", scope: !3, file: !3, line: 16, type: !49, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!61 = !DILocalVariable(name: "n", arg: 1, scope: !60, file: !3, line: 16, type: !52)
!62 = !DILocation(line: 16, column: 36, scope: !60)
!63 = !DILocation(line: 16, column: 41, scope: !60)
!64 = !DILocation(line: 16, column: 65, scope: !60)
!65 = !DILocation(line: 16, column: 58, scope: !60)
!66 = !DILocation(line: 16, column: 51, scope: !60)
!67 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !68, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !51}
!70 = !DILocalVariable(name: "p", arg: 1, scope: !67, file: !3, line: 17, type: !51)
!71 = !DILocation(line: 17, column: 28, scope: !67)
!72 = !DILocation(line: 17, column: 45, scope: !73)
!73 = distinct !DILexicalBlock(scope: !67, file: !3, line: 17, column: 45)
!74 = !DILocation(line: 17, column: 45, scope: !67)
!75 = !DILocation(line: 17, column: 48, scope: !73)
!76 = !DILocation(line: 17, column: 62, scope: !67)
!77 = !DILocation(line: 17, column: 57, scope: !67)
!78 = !DILocation(line: 17, column: 66, scope: !67)
!79 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !68, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!80 = !DILocalVariable(name: "p", arg: 1, scope: !79, file: !3, line: 18, type: !51)
!81 = !DILocation(line: 18, column: 30, scope: !79)
!82 = !DILocation(line: 18, column: 47, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 18, column: 47)
!84 = !DILocation(line: 18, column: 47, scope: !79)
!85 = !DILocation(line: 18, column: 50, scope: !83)
!86 = !DILocation(line: 18, column: 64, scope: !79)
!87 = !DILocation(line: 18, column: 59, scope: !79)
!88 = !DILocation(line: 18, column: 68, scope: !79)
!89 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !90, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!90 = !DISubroutineType(types: !91)
!91 = !{!10}
!92 = !DILocalVariable(name: "f", scope: !93, file: !3, line: 84, type: !94)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 83, column: 7)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!95 = !DILocation(line: 84, column: 14, scope: !93)
!96 = !DILocation(line: 84, column: 18, scope: !93)
!97 = !DILocation(line: 84, column: 22, scope: !93)
!98 = !DILocation(line: 85, column: 31, scope: !93)
!99 = !DILocation(line: 85, column: 34, scope: !93)
!100 = !DILocation(line: 85, column: 5, scope: !93)
!101 = !DILocation(line: 86, column: 3, scope: !93)
!102 = !DILocation(line: 127, column: 1, scope: !93)
!103 = !DILocalVariable(name: "msg", scope: !89, file: !3, line: 86, type: !23)
!104 = !DILocation(line: 86, column: 24, scope: !89)
!105 = !DILocation(line: 87, column: 46, scope: !106)
!106 = distinct !DILexicalBlock(scope: !89, file: !3, line: 86, column: 29)
!107 = !DILocation(line: 87, column: 51, scope: !106)
!108 = !DILocation(line: 87, column: 59, scope: !106)
!109 = !DILocation(line: 87, column: 5, scope: !106)
!110 = !DILocation(line: 88, column: 3, scope: !106)
!111 = !DILocation(line: 91, column: 19, scope: !89)
!112 = !DILocalVariable(name: "arr", scope: !113, file: !3, line: 93, type: !94)
!113 = distinct !DILexicalBlock(scope: !89, file: !3, line: 92, column: 7)
!114 = !DILocation(line: 93, column: 14, scope: !113)
!115 = !DILocation(line: 93, column: 20, scope: !113)
!116 = !DILocation(line: 94, column: 14, scope: !113)
!117 = !DILocation(line: 94, column: 5, scope: !113)
!118 = !DILocation(line: 95, column: 3, scope: !113)
!119 = !DILocation(line: 127, column: 1, scope: !106)
!120 = !DILocation(line: 127, column: 1, scope: !113)
!121 = !DILocalVariable(name: "b", scope: !89, file: !3, line: 95, type: !10)
!122 = !DILocation(line: 95, column: 16, scope: !89)
!123 = !DILocation(line: 96, column: 70, scope: !124)
!124 = distinct !DILexicalBlock(scope: !89, file: !3, line: 95, column: 19)
!125 = !DILocation(line: 96, column: 73, scope: !124)
!126 = !DILocation(line: 96, column: 80, scope: !124)
!127 = !DILocation(line: 96, column: 87, scope: !124)
!128 = !DILocation(line: 96, column: 5, scope: !124)
!129 = !DILocation(line: 97, column: 3, scope: !124)
!130 = !DILocalVariable(name: "ok", scope: !89, file: !3, line: 99, type: !10)
!131 = !DILocation(line: 99, column: 7, scope: !89)
!132 = !DILocalVariable(name: "i", scope: !133, file: !3, line: 100, type: !10)
!133 = distinct !DILexicalBlock(scope: !89, file: !3, line: 100, column: 3)
!134 = !DILocation(line: 100, column: 12, scope: !133)
!135 = !DILocation(line: 100, column: 8, scope: !133)
!136 = !DILocation(line: 100, column: 19, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 100, column: 3)
!138 = !DILocation(line: 100, column: 21, scope: !137)
!139 = !DILocation(line: 100, column: 3, scope: !133)
!140 = !DILocation(line: 102, column: 23, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 101, column: 9)
!142 = distinct !DILexicalBlock(scope: !137, file: !3, line: 100, column: 31)
!143 = !DILocation(line: 102, column: 13, scope: !141)
!144 = !DILocation(line: 102, column: 10, scope: !141)
!145 = !DILocation(line: 103, column: 5, scope: !141)
!146 = !DILocation(line: 127, column: 1, scope: !124)
!147 = !DILocation(line: 127, column: 1, scope: !141)
!148 = !DILocalVariable(name: "e", scope: !142, file: !3, line: 103, type: !10)
!149 = !DILocation(line: 103, column: 18, scope: !142)
!150 = !DILocation(line: 104, column: 33, scope: !151)
!151 = distinct !DILexicalBlock(scope: !142, file: !3, line: 103, column: 21)
!152 = !DILocation(line: 104, column: 7, scope: !151)
!153 = !DILocation(line: 105, column: 5, scope: !151)
!154 = !DILocation(line: 106, column: 3, scope: !142)
!155 = !DILocation(line: 100, column: 26, scope: !137)
!156 = !DILocation(line: 100, column: 3, scope: !137)
!157 = distinct !{!157, !139, !158, !159}
!158 = !DILocation(line: 106, column: 3, scope: !133)
!159 = !{!"llvm.loop.mustprogress"}
!160 = !DILocation(line: 127, column: 1, scope: !151)
!161 = !DILocation(line: 107, column: 41, scope: !89)
!162 = !DILocation(line: 107, column: 45, scope: !89)
!163 = !DILocation(line: 107, column: 57, scope: !89)
!164 = !DILocation(line: 107, column: 3, scope: !89)
!165 = !DILocation(line: 109, column: 57, scope: !89)
!166 = !DILocation(line: 110, column: 10, scope: !89)
!167 = !DILocation(line: 110, column: 46, scope: !89)
!168 = !DILocation(line: 109, column: 3, scope: !89)
!169 = !DILocalVariable(name: "thrower", scope: !89, file: !3, line: 112, type: !170)
!170 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !89, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !171)
!171 = !{!172}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !170, file: !3, line: 112, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!174 = !DILocation(line: 112, column: 8, scope: !89)
!175 = !DILocation(line: 112, column: 18, scope: !89)
!176 = !DILocalVariable(name: "k", scope: !177, file: !3, line: 116, type: !10)
!177 = distinct !DILexicalBlock(scope: !89, file: !3, line: 116, column: 3)
!178 = !DILocation(line: 116, column: 12, scope: !177)
!179 = !DILocation(line: 116, column: 8, scope: !177)
!180 = !DILocation(line: 116, column: 19, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !3, line: 116, column: 3)
!182 = !DILocation(line: 116, column: 21, scope: !181)
!183 = !DILocation(line: 116, column: 3, scope: !177)
!184 = !DILocation(line: 118, column: 15, scope: !185)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 117, column: 9)
!186 = distinct !DILexicalBlock(scope: !181, file: !3, line: 116, column: 31)
!187 = !DILocation(line: 118, column: 7, scope: !185)
!188 = !DILocation(line: 119, column: 5, scope: !185)
!189 = !DILocation(line: 127, column: 1, scope: !185)
!190 = !DILocalVariable(name: "f", scope: !186, file: !3, line: 119, type: !191)
!191 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!192 = !DILocation(line: 119, column: 23, scope: !186)
!193 = !DILocation(line: 120, column: 44, scope: !194)
!194 = distinct !DILexicalBlock(scope: !186, file: !3, line: 119, column: 26)
!195 = !DILocation(line: 120, column: 46, scope: !194)
!196 = !DILocation(line: 120, column: 7, scope: !194)
!197 = !DILocation(line: 121, column: 5, scope: !194)
!198 = !DILocation(line: 122, column: 3, scope: !186)
!199 = !DILocation(line: 116, column: 26, scope: !181)
!200 = !DILocation(line: 116, column: 3, scope: !181)
!201 = distinct !{!201, !183, !202, !159}
!202 = !DILocation(line: 122, column: 3, scope: !177)
!203 = !DILocation(line: 127, column: 1, scope: !194)
!204 = !DILocalVariable(name: "d", scope: !205, file: !3, line: 124, type: !10)
!205 = distinct !DILexicalBlock(scope: !89, file: !3, line: 124, column: 3)
!206 = !DILocation(line: 124, column: 12, scope: !205)
!207 = !DILocation(line: 124, column: 8, scope: !205)
!208 = !DILocation(line: 124, column: 19, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !3, line: 124, column: 3)
!210 = !DILocation(line: 124, column: 21, scope: !209)
!211 = !DILocation(line: 124, column: 3, scope: !205)
!212 = !DILocation(line: 124, column: 60, scope: !209)
!213 = !DILocation(line: 124, column: 71, scope: !209)
!214 = !DILocation(line: 124, column: 63, scope: !209)
!215 = !DILocation(line: 124, column: 31, scope: !209)
!216 = !DILocation(line: 124, column: 26, scope: !209)
!217 = !DILocation(line: 124, column: 3, scope: !209)
!218 = distinct !{!218, !211, !219, !159}
!219 = !DILocation(line: 124, column: 73, scope: !205)
!220 = !DILocation(line: 125, column: 64, scope: !89)
!221 = !DILocation(line: 125, column: 72, scope: !89)
!222 = !DILocation(line: 125, column: 79, scope: !89)
!223 = !DILocation(line: 125, column: 86, scope: !89)
!224 = !DILocation(line: 125, column: 93, scope: !89)
!225 = !DILocation(line: 125, column: 3, scope: !89)
!226 = !DILocation(line: 126, column: 3, scope: !89)
!227 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !53)
!228 = !DILocalVariable(name: "this", arg: 1, scope: !227, type: !94, flags: DIFlagArtificial | DIFlagObjectPointer)
!229 = !DILocation(line: 0, scope: !227)
!230 = !DILocalVariable(name: "x", arg: 2, scope: !227, file: !3, line: 27, type: !10)
!231 = !DILocation(line: 27, column: 24, scope: !227)
!232 = !DILocation(line: 27, column: 29, scope: !227)
!233 = !DILocation(line: 27, column: 31, scope: !227)
!234 = !DILocation(line: 28, column: 9, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 28, column: 9)
!236 = distinct !DILexicalBlock(scope: !227, file: !3, line: 27, column: 34)
!237 = !DILocation(line: 28, column: 11, scope: !235)
!238 = !DILocation(line: 28, column: 9, scope: !236)
!239 = !DILocation(line: 28, column: 18, scope: !235)
!240 = !DILocation(line: 29, column: 5, scope: !236)
!241 = !DILocation(line: 30, column: 3, scope: !227)
!242 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !53)
!243 = !DILocalVariable(name: "this", arg: 1, scope: !242, type: !94, flags: DIFlagArtificial | DIFlagObjectPointer)
!244 = !DILocation(line: 0, scope: !242)
!245 = !DILocation(line: 23, column: 15, scope: !242)
!246 = !DILocation(line: 23, column: 17, scope: !242)
!247 = !DILocation(line: 24, column: 9, scope: !248)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 24, column: 9)
!249 = distinct !DILexicalBlock(scope: !242, file: !3, line: 23, column: 25)
!250 = !DILocation(line: 24, column: 18, scope: !248)
!251 = !DILocation(line: 24, column: 9, scope: !249)
!252 = !DILocation(line: 24, column: 23, scope: !248)
!253 = !DILocation(line: 24, column: 29, scope: !248)
!254 = !DILocation(line: 25, column: 5, scope: !249)
!255 = !DILocation(line: 26, column: 3, scope: !242)
!256 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !53)
!257 = !DILocalVariable(name: "this", arg: 1, scope: !256, type: !94, flags: DIFlagArtificial | DIFlagObjectPointer)
!258 = !DILocation(line: 0, scope: !256)
!259 = !DILocation(line: 31, column: 16, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !3, line: 31, column: 14)
!261 = !DILocation(line: 31, column: 25, scope: !256)
!262 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !263, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!263 = !DISubroutineType(types: !264)
!264 = !{!10, !10}
!265 = !DILocalVariable(name: "x", arg: 1, scope: !262, file: !3, line: 36, type: !10)
!266 = !DILocation(line: 36, column: 26, scope: !262)
!267 = !DILocation(line: 37, column: 7, scope: !268)
!268 = distinct !DILexicalBlock(scope: !262, file: !3, line: 37, column: 7)
!269 = !DILocation(line: 37, column: 9, scope: !268)
!270 = !DILocation(line: 37, column: 7, scope: !262)
!271 = !DILocation(line: 37, column: 14, scope: !268)
!272 = !DILocation(line: 37, column: 20, scope: !268)
!273 = !DILocation(line: 37, column: 22, scope: !268)
!274 = !DILocation(line: 39, column: 1, scope: !268)
!275 = !DILocation(line: 38, column: 3, scope: !262)
!276 = !DILocation(line: 38, column: 10, scope: !262)
!277 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !263, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!278 = !DILocalVariable(name: "x", arg: 1, scope: !277, file: !3, line: 40, type: !10)
!279 = !DILocation(line: 40, column: 24, scope: !277)
!280 = !DILocation(line: 40, column: 44, scope: !277)
!281 = !DILocation(line: 40, column: 46, scope: !277)
!282 = !DILocation(line: 40, column: 37, scope: !277)
!283 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !263, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!284 = !DILocalVariable(name: "x", arg: 1, scope: !283, file: !3, line: 41, type: !10)
!285 = !DILocation(line: 41, column: 22, scope: !283)
!286 = !DILocation(line: 41, column: 49, scope: !283)
!287 = !DILocation(line: 41, column: 51, scope: !283)
!288 = !DILocation(line: 41, column: 42, scope: !283)
!289 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !290, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !295, retainedNodes: !53)
!290 = !DISubroutineType(types: !291)
!291 = !{!10, !292, !10}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 64)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !10}
!295 = !{!296}
!296 = !DITemplateTypeParameter(name: "T", type: !5)
!297 = !DILocalVariable(name: "f", arg: 1, scope: !289, file: !3, line: 43, type: !292)
!298 = !DILocation(line: 43, column: 50, scope: !289)
!299 = !DILocalVariable(name: "arg", arg: 2, scope: !289, file: !3, line: 43, type: !10)
!300 = !DILocation(line: 43, column: 63, scope: !289)
!301 = !DILocation(line: 45, column: 5, scope: !302)
!302 = distinct !DILexicalBlock(scope: !289, file: !3, line: 44, column: 7)
!303 = !DILocation(line: 45, column: 7, scope: !302)
!304 = !DILocation(line: 46, column: 3, scope: !302)
!305 = !DILocation(line: 52, column: 1, scope: !302)
!306 = !DILocalVariable(name: "v", scope: !289, file: !3, line: 46, type: !5)
!307 = !DILocation(line: 46, column: 14, scope: !289)
!308 = !DILocation(line: 50, column: 3, scope: !309)
!309 = distinct !DILexicalBlock(scope: !289, file: !3, line: 48, column: 17)
!310 = !DILocation(line: 47, column: 17, scope: !311)
!311 = distinct !DILexicalBlock(scope: !289, file: !3, line: 46, column: 17)
!312 = !DILocation(line: 47, column: 5, scope: !311)
!313 = !DILocation(line: 48, column: 3, scope: !311)
!314 = !DILocation(line: 49, column: 5, scope: !309)
!315 = !DILocation(line: 51, column: 3, scope: !289)
!316 = !DILocation(line: 52, column: 1, scope: !289)
!317 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !293, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!318 = !DILocalVariable(name: "x", arg: 1, scope: !317, file: !3, line: 54, type: !10)
!319 = !DILocation(line: 54, column: 29, scope: !317)
!320 = !DILocation(line: 54, column: 34, scope: !317)
!321 = !DILocation(line: 54, column: 47, scope: !317)
!322 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !290, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !323, retainedNodes: !53)
!323 = !{!324}
!324 = !DITemplateTypeParameter(name: "T", type: !6)
!325 = !DILocalVariable(name: "f", arg: 1, scope: !322, file: !3, line: 43, type: !292)
!326 = !DILocation(line: 43, column: 50, scope: !322)
!327 = !DILocalVariable(name: "arg", arg: 2, scope: !322, file: !3, line: 43, type: !10)
!328 = !DILocation(line: 43, column: 63, scope: !322)
!329 = !DILocation(line: 45, column: 5, scope: !330)
!330 = distinct !DILexicalBlock(scope: !322, file: !3, line: 44, column: 7)
!331 = !DILocation(line: 45, column: 7, scope: !330)
!332 = !DILocation(line: 46, column: 3, scope: !330)
!333 = !DILocation(line: 52, column: 1, scope: !330)
!334 = !DILocalVariable(name: "v", scope: !322, file: !3, line: 46, type: !6)
!335 = !DILocation(line: 46, column: 14, scope: !322)
!336 = !DILocation(line: 50, column: 3, scope: !337)
!337 = distinct !DILexicalBlock(scope: !322, file: !3, line: 48, column: 17)
!338 = !DILocation(line: 47, column: 17, scope: !339)
!339 = distinct !DILexicalBlock(scope: !322, file: !3, line: 46, column: 17)
!340 = !DILocation(line: 47, column: 5, scope: !339)
!341 = !DILocation(line: 48, column: 3, scope: !339)
!342 = !DILocation(line: 49, column: 5, scope: !337)
!343 = !DILocation(line: 51, column: 3, scope: !322)
!344 = !DILocation(line: 52, column: 1, scope: !322)
!345 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !293, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!346 = !DILocalVariable(name: "x", arg: 1, scope: !345, file: !3, line: 55, type: !10)
!347 = !DILocation(line: 55, column: 28, scope: !345)
!348 = !DILocation(line: 55, column: 33, scope: !345)
!349 = !DILocation(line: 55, column: 50, scope: !345)
!350 = !DILocation(line: 55, column: 52, scope: !345)
!351 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !290, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !352, retainedNodes: !53)
!352 = !{!353}
!353 = !DITemplateTypeParameter(name: "T", type: !10)
!354 = !DILocalVariable(name: "f", arg: 1, scope: !351, file: !3, line: 43, type: !292)
!355 = !DILocation(line: 43, column: 50, scope: !351)
!356 = !DILocalVariable(name: "arg", arg: 2, scope: !351, file: !3, line: 43, type: !10)
!357 = !DILocation(line: 43, column: 63, scope: !351)
!358 = !DILocation(line: 45, column: 5, scope: !359)
!359 = distinct !DILexicalBlock(scope: !351, file: !3, line: 44, column: 7)
!360 = !DILocation(line: 45, column: 7, scope: !359)
!361 = !DILocation(line: 46, column: 3, scope: !359)
!362 = !DILocation(line: 52, column: 1, scope: !359)
!363 = !DILocalVariable(name: "v", scope: !351, file: !3, line: 46, type: !10)
!364 = !DILocation(line: 46, column: 14, scope: !351)
!365 = !DILocation(line: 50, column: 3, scope: !366)
!366 = distinct !DILexicalBlock(scope: !351, file: !3, line: 48, column: 17)
!367 = !DILocation(line: 47, column: 17, scope: !368)
!368 = distinct !DILexicalBlock(scope: !351, file: !3, line: 46, column: 17)
!369 = !DILocation(line: 47, column: 5, scope: !368)
!370 = !DILocation(line: 48, column: 3, scope: !368)
!371 = !DILocation(line: 49, column: 5, scope: !366)
!372 = !DILocation(line: 51, column: 3, scope: !351)
!373 = !DILocation(line: 52, column: 1, scope: !351)
!374 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !170, file: !3, line: 112, type: !375, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !379, retainedNodes: !53)
!375 = !DISubroutineType(types: !376)
!376 = !{null, !377, !10}
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !170)
!379 = !DISubprogram(name: "operator()", scope: !170, file: !3, line: 112, type: !380, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!380 = !DISubroutineType(types: !381)
!381 = !{!382, !377, !10}
!382 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!383 = !DILocalVariable(name: "this", arg: 1, scope: !374, type: !384, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!385 = !DILocation(line: 0, scope: !374)
!386 = !DILocalVariable(name: "k", arg: 2, scope: !374, file: !3, line: 112, type: !10)
!387 = !DILocation(line: 112, column: 28, scope: !374)
!388 = !DILocation(line: 113, column: 9, scope: !389)
!389 = distinct !DILexicalBlock(scope: !374, file: !3, line: 113, column: 9)
!390 = !DILocation(line: 113, column: 11, scope: !389)
!391 = !DILocation(line: 113, column: 9, scope: !374)
!392 = !DILocation(line: 113, column: 16, scope: !389)
!393 = !DILocation(line: 113, column: 30, scope: !389)
!394 = !DILocation(line: 113, column: 32, scope: !389)
!395 = !DILocation(line: 113, column: 22, scope: !389)
!396 = !DILocation(line: 115, column: 3, scope: !389)
!397 = !DILocation(line: 114, column: 11, scope: !374)
!398 = !DILocation(line: 114, column: 5, scope: !374)
!399 = !DILocation(line: 114, column: 8, scope: !374)
!400 = !DILocation(line: 115, column: 3, scope: !374)
!401 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !263, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!402 = !DILocalVariable(name: "depth", arg: 1, scope: !401, file: !3, line: 63, type: !10)
!403 = !DILocation(line: 63, column: 24, scope: !401)
!404 = !DILocalVariable(name: "s1", scope: !401, file: !3, line: 64, type: !20)
!405 = !DILocation(line: 64, column: 9, scope: !401)
!406 = !DILocalVariable(name: "s2", scope: !407, file: !3, line: 66, type: !20)
!407 = distinct !DILexicalBlock(scope: !401, file: !3, line: 65, column: 7)
!408 = !DILocation(line: 66, column: 11, scope: !407)
!409 = !DILocalVariable(name: "s3", scope: !410, file: !3, line: 68, type: !20)
!410 = distinct !DILexicalBlock(scope: !407, file: !3, line: 67, column: 9)
!411 = !DILocation(line: 68, column: 13, scope: !410)
!412 = !DILocation(line: 69, column: 11, scope: !413)
!413 = distinct !DILexicalBlock(scope: !410, file: !3, line: 69, column: 11)
!414 = !DILocation(line: 69, column: 17, scope: !413)
!415 = !DILocation(line: 69, column: 11, scope: !410)
!416 = !DILocation(line: 69, column: 22, scope: !413)
!417 = !DILocation(line: 69, column: 28, scope: !413)
!418 = !DILocation(line: 79, column: 1, scope: !407)
!419 = !DILocation(line: 79, column: 1, scope: !410)
!420 = !DILocation(line: 79, column: 1, scope: !413)
!421 = !DILocation(line: 70, column: 5, scope: !407)
!422 = !DILocation(line: 70, column: 5, scope: !410)
!423 = !DILocalVariable(name: "d", scope: !407, file: !3, line: 70, type: !10)
!424 = !DILocation(line: 70, column: 18, scope: !407)
!425 = !DILocalVariable(name: "s4", scope: !426, file: !3, line: 71, type: !20)
!426 = distinct !DILexicalBlock(scope: !407, file: !3, line: 70, column: 21)
!427 = !DILocation(line: 71, column: 13, scope: !426)
!428 = !DILocation(line: 72, column: 11, scope: !429)
!429 = distinct !DILexicalBlock(scope: !426, file: !3, line: 72, column: 11)
!430 = !DILocation(line: 72, column: 13, scope: !429)
!431 = !DILocation(line: 72, column: 11, scope: !426)
!432 = !DILocation(line: 72, column: 18, scope: !429)
!433 = !DILocation(line: 72, column: 24, scope: !429)
!434 = !DILocation(line: 72, column: 26, scope: !429)
!435 = !DILocation(line: 79, column: 1, scope: !426)
!436 = !DILocation(line: 79, column: 1, scope: !429)
!437 = !DILocation(line: 74, column: 5, scope: !407)
!438 = !DILocation(line: 73, column: 14, scope: !426)
!439 = !DILocation(line: 73, column: 7, scope: !426)
!440 = !DILocation(line: 74, column: 5, scope: !426)
!441 = !DILocation(line: 75, column: 3, scope: !401)
!442 = !DILocation(line: 75, column: 3, scope: !407)
!443 = !DILocalVariable(name: "d", scope: !401, file: !3, line: 75, type: !10)
!444 = !DILocation(line: 75, column: 16, scope: !401)
!445 = !DILocation(line: 76, column: 12, scope: !446)
!446 = distinct !DILexicalBlock(scope: !401, file: !3, line: 75, column: 19)
!447 = !DILocation(line: 76, column: 14, scope: !446)
!448 = !DILocation(line: 76, column: 5, scope: !446)
!449 = !DILocation(line: 77, column: 3, scope: !446)
!450 = !DILocation(line: 78, column: 3, scope: !401)
!451 = !DILocation(line: 79, column: 1, scope: !401)
!452 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !53)
!453 = !DILocalVariable(name: "this", arg: 1, scope: !452, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!455 = !DILocation(line: 0, scope: !452)
!456 = !DILocalVariable(name: "n", arg: 2, scope: !452, file: !3, line: 59, type: !23)
!457 = !DILocation(line: 59, column: 21, scope: !452)
!458 = !DILocation(line: 59, column: 26, scope: !452)
!459 = !DILocation(line: 59, column: 31, scope: !452)
!460 = !DILocation(line: 59, column: 35, scope: !452)
!461 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !53)
!462 = !DILocalVariable(name: "this", arg: 1, scope: !461, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!463 = !DILocation(line: 0, scope: !461)
!464 = !DILocation(line: 60, column: 37, scope: !465)
!465 = distinct !DILexicalBlock(scope: !461, file: !3, line: 60, column: 12)
!466 = !DILocation(line: 60, column: 14, scope: !465)
!467 = !DILocation(line: 60, column: 44, scope: !461)
