; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !67
@_ZN7Fragile6budgetE = global i32 0, align 4, !dbg !21
@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1, !dbg !30
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1, !dbg !35
@_ZL5ctors = internal global i32 0, align 4, !dbg !74
@_ZL5dtors = internal global i32 0, align 4, !dbg !76
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1, !dbg !40
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1, !dbg !42
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1, !dbg !47
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1, !dbg !52
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1, !dbg !57
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1, !dbg !62
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1, !dbg !69
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1, !dbg !78
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1, !dbg !83
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1, !dbg !88
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1, !dbg !90
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1, !dbg !92

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) #0 !dbg !104 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !110, !DIExpression(), !111)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !112
  %4 = add nsw i32 %3, 1, !dbg !112
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !112
  %5 = load i32, ptr %2, align 4, !dbg !113
  %6 = call ptr @malloc(i32 noundef %5) #9, !dbg !114
  ret ptr %6, !dbg !115
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull ptr @_Znam(i32 noundef %0) #0 !dbg !116 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !117, !DIExpression(), !118)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !119
  %4 = add nsw i32 %3, 1, !dbg !119
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !119
  %5 = load i32, ptr %2, align 4, !dbg !120
  %6 = call ptr @malloc(i32 noundef %5) #9, !dbg !121
  ret ptr %6, !dbg !122
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_personality_sj0 !dbg !123 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !126, !DIExpression(), !127)
  %5 = load ptr, ptr %2, align 4, !dbg !128
  %6 = icmp ne ptr %5, null, !dbg !128
  br i1 %6, label %7, label %10, !dbg !130

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4, !dbg !131
  %9 = add nsw i32 %8, 1, !dbg !131
  store i32 %9, ptr @_ZL5frees, align 4, !dbg !131
  br label %10, !dbg !131

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 4, !dbg !132
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13, !dbg !133

12:                                               ; preds = %10
  ret void, !dbg !134

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !134
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !134
  store ptr %15, ptr %3, align 4, !dbg !134
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !134
  store i32 %16, ptr %4, align 4, !dbg !134
  br label %17, !dbg !134

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 4, !dbg !134
  call void @__cxa_call_unexpected(ptr %18) #10, !dbg !134
  unreachable, !dbg !134
}

declare void @free(ptr noundef) #3

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_personality_sj0 !dbg !135 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !136, !DIExpression(), !137)
  %5 = load ptr, ptr %2, align 4, !dbg !138
  %6 = icmp ne ptr %5, null, !dbg !138
  br i1 %6, label %7, label %10, !dbg !140

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4, !dbg !141
  %9 = add nsw i32 %8, 1, !dbg !141
  store i32 %9, ptr @_ZL5frees, align 4, !dbg !141
  br label %10, !dbg !141

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 4, !dbg !142
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13, !dbg !143

12:                                               ; preds = %10
  ret void, !dbg !144

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer, !dbg !144
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !144
  store ptr %15, ptr %3, align 4, !dbg !144
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !144
  store i32 %16, ptr %4, align 4, !dbg !144
  br label %17, !dbg !144

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 4, !dbg !144
  call void @__cxa_call_unexpected(ptr %18) #10, !dbg !144
  unreachable, !dbg !144
}

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #4 personality ptr @__gxx_personality_sj0 !dbg !145 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !148, !DIExpression(), !151)
  %15 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #11
          to label %16 unwind label %24, !dbg !152, !heapallocsite !7

16:                                               ; preds = %0
  %17 = invoke noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %18 unwind label %28, !dbg !153

18:                                               ; preds = %16
  store ptr %15, ptr %2, align 4, !dbg !151
  %19 = load ptr, ptr %2, align 4, !dbg !154
  %20 = getelementptr inbounds %struct.Fragile, ptr %19, i32 0, i32 0, !dbg !155
  %21 = load i32, ptr %20, align 4, !dbg !155
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21)
          to label %23 unwind label %24, !dbg !156

23:                                               ; preds = %18
  br label %44, !dbg !157

24:                                               ; preds = %18, %0
  %25 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc, !dbg !158
  %26 = extractvalue { ptr, i32 } %25, 0, !dbg !158
  store ptr %26, ptr %3, align 4, !dbg !158
  %27 = extractvalue { ptr, i32 } %25, 1, !dbg !158
  store i32 %27, ptr %4, align 4, !dbg !158
  br label %32, !dbg !158

28:                                               ; preds = %16
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc, !dbg !158
  %30 = extractvalue { ptr, i32 } %29, 0, !dbg !158
  store ptr %30, ptr %3, align 4, !dbg !158
  %31 = extractvalue { ptr, i32 } %29, 1, !dbg !158
  store i32 %31, ptr %4, align 4, !dbg !158
  call void @_ZdlPv(ptr noundef %15) #12, !dbg !152
  br label %32, !dbg !152

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %4, align 4, !dbg !157
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #13, !dbg !157
  %35 = icmp eq i32 %33, %34, !dbg !157
  br i1 %35, label %36, label %202, !dbg !157

36:                                               ; preds = %32
    #dbg_declare(ptr %5, !159, !DIExpression(), !161)
  %37 = load ptr, ptr %3, align 4, !dbg !157
  %38 = call ptr @__cxa_begin_catch(ptr %37) #13, !dbg !157
  store ptr %38, ptr %5, align 4, !dbg !157
  %39 = load ptr, ptr %5, align 4, !dbg !162
  %40 = load i32, ptr @_ZL6allocs, align 4, !dbg !164
  %41 = load i32, ptr @_ZL5frees, align 4, !dbg !165
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %39, i32 noundef %40, i32 noundef %41)
          to label %43 unwind label %72, !dbg !166

43:                                               ; preds = %36
  call void @__cxa_end_catch() #13, !dbg !167
  br label %44, !dbg !167

44:                                               ; preds = %43, %23
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4, !dbg !168
    #dbg_declare(ptr %6, !169, !DIExpression(), !171)
  %45 = invoke noalias noundef nonnull ptr @_Znam(i32 noundef 28) #11
          to label %46 unwind label %76, !dbg !172, !heapallocsite !7

46:                                               ; preds = %44
  store i32 4, ptr %45, align 4, !dbg !172
  %47 = getelementptr inbounds i32, ptr %45, i32 1, !dbg !172
  store i32 5, ptr %47, align 4, !dbg !172
  %48 = getelementptr inbounds i8, ptr %45, i32 8, !dbg !172
  %49 = getelementptr inbounds %struct.Fragile, ptr %48, i32 5, !dbg !172
  br label %50, !dbg !172

50:                                               ; preds = %53, %46
  %51 = phi ptr [ %48, %46 ], [ %54, %53 ], !dbg !172
  %52 = invoke noundef ptr @_ZN7FragileC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %51)
          to label %53 unwind label %80, !dbg !172

53:                                               ; preds = %50
  %54 = getelementptr inbounds %struct.Fragile, ptr %51, i32 1, !dbg !172
  %55 = icmp eq ptr %54, %49, !dbg !172
  br i1 %55, label %56, label %50, !dbg !172

56:                                               ; preds = %53
  store ptr %48, ptr %6, align 4, !dbg !171
  %57 = load ptr, ptr %6, align 4, !dbg !173
  %58 = icmp eq ptr %57, null, !dbg !174
  br i1 %58, label %71, label %59, !dbg !174

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %57, i32 -8, !dbg !174
  %61 = getelementptr inbounds i8, ptr %60, i32 4, !dbg !174
  %62 = load i32, ptr %61, align 4, !dbg !174
  %63 = getelementptr inbounds %struct.Fragile, ptr %57, i32 %62, !dbg !174
  %64 = icmp eq ptr %57, %63, !dbg !174
  br i1 %64, label %70, label %65, !dbg !174

65:                                               ; preds = %65, %59
  %66 = phi ptr [ %63, %59 ], [ %67, %65 ], !dbg !174
  %67 = getelementptr inbounds %struct.Fragile, ptr %66, i32 -1, !dbg !174
  %68 = call noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %67) #13, !dbg !174
  %69 = icmp eq ptr %67, %57, !dbg !174
  br i1 %69, label %70, label %65, !dbg !174

70:                                               ; preds = %65, %59
  call void @_ZdaPv(ptr noundef %60) #12, !dbg !174
  br label %71, !dbg !174

71:                                               ; preds = %70, %56
  br label %105, !dbg !175

72:                                               ; preds = %36
  %73 = landingpad { ptr, i32 }
          cleanup, !dbg !176
  %74 = extractvalue { ptr, i32 } %73, 0, !dbg !176
  store ptr %74, ptr %3, align 4, !dbg !176
  %75 = extractvalue { ptr, i32 } %73, 1, !dbg !176
  store i32 %75, ptr %4, align 4, !dbg !176
  call void @__cxa_end_catch() #13, !dbg !167
  br label %202, !dbg !167

76:                                               ; preds = %44
  %77 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !177
  %78 = extractvalue { ptr, i32 } %77, 0, !dbg !177
  store ptr %78, ptr %3, align 4, !dbg !177
  %79 = extractvalue { ptr, i32 } %77, 1, !dbg !177
  store i32 %79, ptr %4, align 4, !dbg !177
  br label %91, !dbg !177

80:                                               ; preds = %50
  %81 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !177
  %82 = extractvalue { ptr, i32 } %81, 0, !dbg !177
  store ptr %82, ptr %3, align 4, !dbg !177
  %83 = extractvalue { ptr, i32 } %81, 1, !dbg !177
  store i32 %83, ptr %4, align 4, !dbg !177
  %84 = icmp eq ptr %48, %51, !dbg !172
  br i1 %84, label %90, label %85, !dbg !172

85:                                               ; preds = %85, %80
  %86 = phi ptr [ %51, %80 ], [ %87, %85 ], !dbg !172
  %87 = getelementptr inbounds %struct.Fragile, ptr %86, i32 -1, !dbg !172
  %88 = call noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %87) #13, !dbg !172
  %89 = icmp eq ptr %87, %48, !dbg !172
  br i1 %89, label %90, label %85, !dbg !172

90:                                               ; preds = %85, %80
  call void @_ZdaPv(ptr noundef %45) #12, !dbg !172
  br label %91, !dbg !172

91:                                               ; preds = %90, %76
  %92 = load i32, ptr %4, align 4, !dbg !175
  %93 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !175
  %94 = icmp eq i32 %92, %93, !dbg !175
  br i1 %94, label %95, label %202, !dbg !175

95:                                               ; preds = %91
    #dbg_declare(ptr %7, !178, !DIExpression(), !179)
  %96 = load ptr, ptr %3, align 4, !dbg !175
  %97 = call ptr @__cxa_begin_catch(ptr %96) #13, !dbg !175
  %98 = load i32, ptr %97, align 4, !dbg !175
  store i32 %98, ptr %7, align 4, !dbg !175
  %99 = load i32, ptr %7, align 4, !dbg !180
  %100 = load i32, ptr @_ZL5ctors, align 4, !dbg !182
  %101 = load i32, ptr @_ZL5dtors, align 4, !dbg !183
  %102 = load i32, ptr @_ZL5frees, align 4, !dbg !184
  %103 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
          to label %104 unwind label %115, !dbg !185

104:                                              ; preds = %95
  call void @__cxa_end_catch() #13, !dbg !186
  br label %105, !dbg !186

105:                                              ; preds = %104, %71
    #dbg_declare(ptr %8, !187, !DIExpression(), !188)
  store i32 0, ptr %8, align 4, !dbg !188
    #dbg_declare(ptr %9, !189, !DIExpression(), !191)
  store i32 0, ptr %9, align 4, !dbg !191
  br label %106, !dbg !192

106:                                              ; preds = %135, %105
  %107 = load i32, ptr %9, align 4, !dbg !193
  %108 = icmp slt i32 %107, 5, !dbg !195
  br i1 %108, label %109, label %142, !dbg !196

109:                                              ; preds = %106
  %110 = load i32, ptr %9, align 4, !dbg !197
  %111 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %110)
          to label %112 unwind label %119, !dbg !200

112:                                              ; preds = %109
  %113 = load i32, ptr %8, align 4, !dbg !201
  %114 = add nsw i32 %113, %111, !dbg !201
  store i32 %114, ptr %8, align 4, !dbg !201
  br label %134, !dbg !202

115:                                              ; preds = %95
  %116 = landingpad { ptr, i32 }
          cleanup, !dbg !203
  %117 = extractvalue { ptr, i32 } %116, 0, !dbg !203
  store ptr %117, ptr %3, align 4, !dbg !203
  %118 = extractvalue { ptr, i32 } %116, 1, !dbg !203
  store i32 %118, ptr %4, align 4, !dbg !203
  call void @__cxa_end_catch() #13, !dbg !186
  br label %202, !dbg !186

119:                                              ; preds = %109
  %120 = landingpad { ptr, i32 }
          catch ptr @_ZTIi, !dbg !204
  %121 = extractvalue { ptr, i32 } %120, 0, !dbg !204
  store ptr %121, ptr %3, align 4, !dbg !204
  %122 = extractvalue { ptr, i32 } %120, 1, !dbg !204
  store i32 %122, ptr %4, align 4, !dbg !204
  br label %123, !dbg !204

123:                                              ; preds = %119
  %124 = load i32, ptr %4, align 4, !dbg !202
  %125 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !202
  %126 = icmp eq i32 %124, %125, !dbg !202
  br i1 %126, label %127, label %202, !dbg !202

127:                                              ; preds = %123
    #dbg_declare(ptr %10, !205, !DIExpression(), !206)
  %128 = load ptr, ptr %3, align 4, !dbg !202
  %129 = call ptr @__cxa_begin_catch(ptr %128) #13, !dbg !202
  %130 = load i32, ptr %129, align 4, !dbg !202
  store i32 %130, ptr %10, align 4, !dbg !202
  %131 = load i32, ptr %10, align 4, !dbg !207
  %132 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %131)
          to label %133 unwind label %138, !dbg !209

133:                                              ; preds = %127
  call void @__cxa_end_catch() #13, !dbg !210
  br label %134, !dbg !210

134:                                              ; preds = %133, %112
  br label %135, !dbg !211

135:                                              ; preds = %134
  %136 = load i32, ptr %9, align 4, !dbg !212
  %137 = add nsw i32 %136, 1, !dbg !212
  store i32 %137, ptr %9, align 4, !dbg !212
  br label %106, !dbg !213, !llvm.loop !214

138:                                              ; preds = %127
  %139 = landingpad { ptr, i32 }
          cleanup, !dbg !217
  %140 = extractvalue { ptr, i32 } %139, 0, !dbg !217
  store ptr %140, ptr %3, align 4, !dbg !217
  %141 = extractvalue { ptr, i32 } %139, 1, !dbg !217
  store i32 %141, ptr %4, align 4, !dbg !217
  call void @__cxa_end_catch() #13, !dbg !210
  br label %202, !dbg !210

142:                                              ; preds = %106
  %143 = load i32, ptr %8, align 4, !dbg !218
  %144 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #13, !dbg !219
  %145 = call noundef i32 @_ZL5neveri(i32 noundef 1) #13, !dbg !220
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %143, i32 noundef %144, i32 noundef %145), !dbg !221
  %147 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !222
  %148 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3), !dbg !223
  %149 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !224
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %147, i32 noundef %148, i32 noundef %149), !dbg !225
    #dbg_declare(ptr %11, !226, !DIExpression(), !231)
  %151 = getelementptr inbounds %class.anon, ptr %11, i32 0, i32 0, !dbg !232
  store ptr %8, ptr %151, align 4, !dbg !232
    #dbg_declare(ptr %12, !233, !DIExpression(), !235)
  store i32 0, ptr %12, align 4, !dbg !235
  br label %152, !dbg !236

152:                                              ; preds = %175, %142
  %153 = load i32, ptr %12, align 4, !dbg !237
  %154 = icmp slt i32 %153, 4, !dbg !239
  br i1 %154, label %155, label %183, !dbg !240

155:                                              ; preds = %152
  %156 = load i32, ptr %12, align 4, !dbg !241
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %156)
          to label %157 unwind label %158, !dbg !244

157:                                              ; preds = %155
  br label %174, !dbg !245

158:                                              ; preds = %155
  %159 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Fragile, !dbg !246
  %160 = extractvalue { ptr, i32 } %159, 0, !dbg !246
  store ptr %160, ptr %3, align 4, !dbg !246
  %161 = extractvalue { ptr, i32 } %159, 1, !dbg !246
  store i32 %161, ptr %4, align 4, !dbg !246
  br label %162, !dbg !246

162:                                              ; preds = %158
  %163 = load i32, ptr %4, align 4, !dbg !245
  %164 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #13, !dbg !245
  %165 = icmp eq i32 %163, %164, !dbg !245
  br i1 %165, label %166, label %202, !dbg !245

166:                                              ; preds = %162
    #dbg_declare(ptr %13, !247, !DIExpression(), !249)
  %167 = load ptr, ptr %3, align 4, !dbg !245
  %168 = call ptr @__cxa_begin_catch(ptr %167) #13, !dbg !245
  store ptr %168, ptr %13, align 4, !dbg !245
  %169 = load ptr, ptr %13, align 4, !dbg !250
  %170 = getelementptr inbounds %struct.Fragile, ptr %169, i32 0, i32 0, !dbg !252
  %171 = load i32, ptr %170, align 4, !dbg !252
  %172 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %171)
          to label %173 unwind label %178, !dbg !253

173:                                              ; preds = %166
  call void @__cxa_end_catch(), !dbg !254
  br label %174, !dbg !254

174:                                              ; preds = %173, %157
  br label %175, !dbg !255

175:                                              ; preds = %174
  %176 = load i32, ptr %12, align 4, !dbg !256
  %177 = add nsw i32 %176, 1, !dbg !256
  store i32 %177, ptr %12, align 4, !dbg !256
  br label %152, !dbg !257, !llvm.loop !258

178:                                              ; preds = %166
  %179 = landingpad { ptr, i32 }
          cleanup, !dbg !260
  %180 = extractvalue { ptr, i32 } %179, 0, !dbg !260
  store ptr %180, ptr %3, align 4, !dbg !260
  %181 = extractvalue { ptr, i32 } %179, 1, !dbg !260
  store i32 %181, ptr %4, align 4, !dbg !260
  invoke void @__cxa_end_catch()
          to label %182 unwind label %207, !dbg !254

182:                                              ; preds = %178
  br label %202, !dbg !254

183:                                              ; preds = %152
    #dbg_declare(ptr %14, !261, !DIExpression(), !263)
  store i32 0, ptr %14, align 4, !dbg !263
  br label %184, !dbg !264

184:                                              ; preds = %192, %183
  %185 = load i32, ptr %14, align 4, !dbg !265
  %186 = icmp slt i32 %185, 3, !dbg !267
  br i1 %186, label %187, label %195, !dbg !268

187:                                              ; preds = %184
  %188 = load i32, ptr %14, align 4, !dbg !269
  %189 = load i32, ptr %14, align 4, !dbg !270
  %190 = call noundef i32 @_ZL7layeredi(i32 noundef %189), !dbg !271
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %188, i32 noundef %190), !dbg !272
  br label %192, !dbg !272

192:                                              ; preds = %187
  %193 = load i32, ptr %14, align 4, !dbg !273
  %194 = add nsw i32 %193, 1, !dbg !273
  store i32 %194, ptr %14, align 4, !dbg !273
  br label %184, !dbg !274, !llvm.loop !275

195:                                              ; preds = %184
  %196 = load i32, ptr @_ZL6allocs, align 4, !dbg !277
  %197 = load i32, ptr @_ZL5frees, align 4, !dbg !278
  %198 = load i32, ptr @_ZL5ctors, align 4, !dbg !279
  %199 = load i32, ptr @_ZL5dtors, align 4, !dbg !280
  %200 = load i32, ptr %8, align 4, !dbg !281
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %196, i32 noundef %197, i32 noundef %198, i32 noundef %199, i32 noundef %200), !dbg !282
  ret i32 0, !dbg !283

202:                                              ; preds = %182, %162, %138, %123, %115, %91, %72, %32
  %203 = load ptr, ptr %3, align 4, !dbg !157
  %204 = load i32, ptr %4, align 4, !dbg !157
  %205 = insertvalue { ptr, i32 } poison, ptr %203, 0, !dbg !157
  %206 = insertvalue { ptr, i32 } %205, i32 %204, 1, !dbg !157
  resume { ptr, i32 } %206, !dbg !157

207:                                              ; preds = %178
  %208 = landingpad { ptr, i32 }
          catch ptr null, !dbg !254
  %209 = extractvalue { ptr, i32 } %208, 0, !dbg !254
  call void @__clang_call_terminate(ptr %209) #14, !dbg !254
  unreachable, !dbg !254
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 !dbg !284 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !285, !DIExpression(), !286)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !287, !DIExpression(), !288)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !289
  %7 = call noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6), !dbg !289
  ret ptr %5, !dbg !290
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 !dbg !291 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !292, !DIExpression(), !293)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3), !dbg !294
  ret ptr %3, !dbg !295
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !296 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !297, !DIExpression(), !298)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13, !dbg !299
  ret ptr %3, !dbg !300
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 personality ptr @__gxx_personality_sj0 !dbg !301 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !304, !DIExpression(), !305)
  %5 = load i32, ptr %2, align 4, !dbg !306
  %6 = icmp sgt i32 %5, 2, !dbg !308
  br i1 %6, label %7, label %20, !dbg !309

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !310
  %9 = load i32, ptr %2, align 4, !dbg !311
  %10 = mul nsw i32 %9, 2, !dbg !312
  store i32 %10, ptr %8, align 8, !dbg !310
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #10
          to label %27 unwind label %11, !dbg !310

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi], !dbg !313
  %13 = extractvalue { ptr, i32 } %12, 0, !dbg !313
  store ptr %13, ptr %3, align 4, !dbg !313
  %14 = extractvalue { ptr, i32 } %12, 1, !dbg !313
  store i32 %14, ptr %4, align 4, !dbg !313
  br label %15, !dbg !313

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4, !dbg !314
  %17 = icmp slt i32 %16, 0, !dbg !314
  br i1 %17, label %18, label %22, !dbg !314

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 4, !dbg !314
  call void @__cxa_call_unexpected(ptr %19) #10, !dbg !314
  unreachable, !dbg !314

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4, !dbg !315
  ret i32 %21, !dbg !314

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 4, !dbg !314
  %24 = load i32, ptr %4, align 4, !dbg !314
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0, !dbg !314
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1, !dbg !314
  resume { ptr, i32 } %26, !dbg !314

27:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #7 !dbg !316 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !317, !DIExpression(), !318)
  %3 = load i32, ptr %2, align 4, !dbg !319
  %4 = add nsw i32 %3, 1, !dbg !320
  ret i32 %4, !dbg !321
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #7 !dbg !322 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !323, !DIExpression(), !324)
  %3 = load i32, ptr %2, align 4, !dbg !325
  %4 = sub nsw i32 %3, 1, !dbg !326
  ret i32 %4, !dbg !327
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_sj0 !dbg !328 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !336, !DIExpression(), !337)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !338, !DIExpression(), !339)
  %9 = load ptr, ptr %4, align 4, !dbg !340
  %10 = load i32, ptr %5, align 4, !dbg !342
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !340

11:                                               ; preds = %2
  br label %29, !dbg !343

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null, !dbg !344
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !344
  store ptr %14, ptr %6, align 4, !dbg !344
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !344
  store i32 %15, ptr %7, align 4, !dbg !344
  br label %16, !dbg !344

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !343
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #13, !dbg !343
  %19 = icmp eq i32 %17, %18, !dbg !343
  br i1 %19, label %20, label %26, !dbg !343

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !345, !DIExpression(), !346)
  %21 = load ptr, ptr %6, align 4, !dbg !347
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13, !dbg !347
  %23 = load i16, ptr %22, align 2, !dbg !347
  store i16 %23, ptr %8, align 2, !dbg !347
  %24 = load i16, ptr %8, align 2, !dbg !349
  %25 = sext i16 %24 to i32, !dbg !349
  store i32 %25, ptr %3, align 4, !dbg !351
  call void @__cxa_end_catch() #13, !dbg !352
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 4, !dbg !343
  %28 = call ptr @__cxa_begin_catch(ptr %27) #13, !dbg !343
  store i32 -1, ptr %3, align 4, !dbg !353
  call void @__cxa_end_catch(), !dbg !347
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !354
  br label %30, !dbg !354

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4, !dbg !355
  ret i32 %31, !dbg !355
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 !dbg !356 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !357, !DIExpression(), !358)
  %3 = call ptr @__cxa_allocate_exception(i32 2) #13, !dbg !359
  %4 = load i32, ptr %2, align 4, !dbg !360
  %5 = trunc i32 %4 to i16, !dbg !360
  store i16 %5, ptr %3, align 8, !dbg !359
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #10, !dbg !359
  unreachable, !dbg !359
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_sj0 !dbg !361 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !364, !DIExpression(), !365)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !366, !DIExpression(), !367)
  %9 = load ptr, ptr %4, align 4, !dbg !368
  %10 = load i32, ptr %5, align 4, !dbg !370
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !368

11:                                               ; preds = %2
  br label %29, !dbg !371

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null, !dbg !372
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !372
  store ptr %14, ptr %6, align 4, !dbg !372
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !372
  store i32 %15, ptr %7, align 4, !dbg !372
  br label %16, !dbg !372

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !371
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #13, !dbg !371
  %19 = icmp eq i32 %17, %18, !dbg !371
  br i1 %19, label %20, label %26, !dbg !371

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !373, !DIExpression(), !374)
  %21 = load ptr, ptr %6, align 4, !dbg !375
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13, !dbg !375
  %23 = load i64, ptr %22, align 4, !dbg !375
  store i64 %23, ptr %8, align 8, !dbg !375
  %24 = load i64, ptr %8, align 8, !dbg !377
  %25 = trunc i64 %24 to i32, !dbg !377
  store i32 %25, ptr %3, align 4, !dbg !379
  call void @__cxa_end_catch() #13, !dbg !380
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 4, !dbg !371
  %28 = call ptr @__cxa_begin_catch(ptr %27) #13, !dbg !371
  store i32 -1, ptr %3, align 4, !dbg !381
  call void @__cxa_end_catch(), !dbg !375
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !382
  br label %30, !dbg !382

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4, !dbg !383
  ret i32 %31, !dbg !383
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL10throw_longi(i32 noundef %0) #5 !dbg !384 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !385, !DIExpression(), !386)
  %3 = call ptr @__cxa_allocate_exception(i32 8) #13, !dbg !387
  %4 = load i32, ptr %2, align 4, !dbg !388
  %5 = sext i32 %4 to i64, !dbg !388
  %6 = mul nsw i64 %5, 1000, !dbg !389
  store i64 %6, ptr %3, align 8, !dbg !387
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #10, !dbg !387
  unreachable, !dbg !387
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_sj0 !dbg !390 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !393, !DIExpression(), !394)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !395, !DIExpression(), !396)
  %9 = load ptr, ptr %4, align 4, !dbg !397
  %10 = load i32, ptr %5, align 4, !dbg !399
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !397

11:                                               ; preds = %2
  br label %28, !dbg !400

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null, !dbg !401
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !401
  store ptr %14, ptr %6, align 4, !dbg !401
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !401
  store i32 %15, ptr %7, align 4, !dbg !401
  br label %16, !dbg !401

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !400
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !400
  %19 = icmp eq i32 %17, %18, !dbg !400
  br i1 %19, label %20, label %25, !dbg !400

20:                                               ; preds = %16
    #dbg_declare(ptr %8, !402, !DIExpression(), !403)
  %21 = load ptr, ptr %6, align 4, !dbg !404
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13, !dbg !404
  %23 = load i32, ptr %22, align 4, !dbg !404
  store i32 %23, ptr %8, align 4, !dbg !404
  %24 = load i32, ptr %8, align 4, !dbg !406
  store i32 %24, ptr %3, align 4, !dbg !408
  call void @__cxa_end_catch() #13, !dbg !409
  br label %29

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 4, !dbg !400
  %27 = call ptr @__cxa_begin_catch(ptr %26) #13, !dbg !400
  store i32 -1, ptr %3, align 4, !dbg !410
  call void @__cxa_end_catch(), !dbg !404
  br label %29

28:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !411
  br label %29, !dbg !411

29:                                               ; preds = %28, %20, %25
  %30 = load i32, ptr %3, align 4, !dbg !412
  ret i32 %30, !dbg !412
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #5 align 2 personality ptr @__gxx_personality_sj0 !dbg !413 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !419, !DIExpression(), !421)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !422, !DIExpression(), !423)
  %7 = load ptr, ptr %3, align 4
  %8 = load i32, ptr %4, align 4, !dbg !424
  %9 = and i32 %8, 1, !dbg !426
  %10 = icmp ne i32 %9, 0, !dbg !424
  br i1 %10, label %11, label %21, !dbg !427

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !428
  %13 = load i32, ptr %4, align 4, !dbg !429
  %14 = mul nsw i32 %13, 3, !dbg !430
  %15 = invoke noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %14)
          to label %16 unwind label %17, !dbg !431

16:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTI7Fragile, ptr @_ZN7FragileD1Ev) #10, !dbg !428
  unreachable, !dbg !428

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          cleanup, !dbg !432
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !432
  store ptr %19, ptr %5, align 4, !dbg !432
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !432
  store i32 %20, ptr %6, align 4, !dbg !432
  call void @__cxa_free_exception(ptr %12) #13, !dbg !428
  br label %27, !dbg !428

21:                                               ; preds = %2
  %22 = load i32, ptr %4, align 4, !dbg !433
  %23 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0, !dbg !434
  %24 = load ptr, ptr %23, align 4, !dbg !434
  %25 = load i32, ptr %24, align 4, !dbg !435
  %26 = add nsw i32 %25, %22, !dbg !435
  store i32 %26, ptr %24, align 4, !dbg !435
  ret void, !dbg !436

27:                                               ; preds = %17
  %28 = load ptr, ptr %5, align 4, !dbg !428
  %29 = load i32, ptr %6, align 4, !dbg !428
  %30 = insertvalue { ptr, i32 } poison, ptr %28, 0, !dbg !428
  %31 = insertvalue { ptr, i32 } %30, i32 %29, 1, !dbg !428
  resume { ptr, i32 } %31, !dbg !428
}

; Function Attrs: noinline noreturn nounwind ssp
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #8 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_personality_sj0 !dbg !437 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !438, !DIExpression(), !439)
    #dbg_declare(ptr %4, !440, !DIExpression(), !451)
  %13 = call noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.10), !dbg !451
    #dbg_declare(ptr %5, !452, !DIExpression(), !454)
  %14 = invoke noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @.str.11)
          to label %15 unwind label %23, !dbg !454

15:                                               ; preds = %1
    #dbg_declare(ptr %8, !455, !DIExpression(), !457)
  %16 = invoke noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef @.str.12)
          to label %17 unwind label %27, !dbg !457

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4, !dbg !458
  %19 = icmp sgt i32 %18, 0, !dbg !460
  br i1 %19, label %20, label %52, !dbg !461

20:                                               ; preds = %17
  %21 = call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !462
  %22 = load i32, ptr %3, align 4, !dbg !463
  store i32 %22, ptr %21, align 8, !dbg !462
  invoke void @__cxa_throw(ptr %21, ptr @_ZTIi, ptr null) #10
          to label %95 unwind label %31, !dbg !462

23:                                               ; preds = %1
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !464
  %25 = extractvalue { ptr, i32 } %24, 0, !dbg !464
  store ptr %25, ptr %6, align 4, !dbg !464
  %26 = extractvalue { ptr, i32 } %24, 1, !dbg !464
  store i32 %26, ptr %7, align 4, !dbg !464
  br label %74, !dbg !464

27:                                               ; preds = %15
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !465
  %29 = extractvalue { ptr, i32 } %28, 0, !dbg !465
  store ptr %29, ptr %6, align 4, !dbg !465
  %30 = extractvalue { ptr, i32 } %28, 1, !dbg !465
  store i32 %30, ptr %7, align 4, !dbg !465
  br label %36, !dbg !465

31:                                               ; preds = %20
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !466
  %33 = extractvalue { ptr, i32 } %32, 0, !dbg !466
  store ptr %33, ptr %6, align 4, !dbg !466
  %34 = extractvalue { ptr, i32 } %32, 1, !dbg !466
  store i32 %34, ptr %7, align 4, !dbg !466
  %35 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #13, !dbg !467
  br label %36, !dbg !467

36:                                               ; preds = %31, %27
  %37 = load i32, ptr %7, align 4, !dbg !468
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !468
  %39 = icmp eq i32 %37, %38, !dbg !468
  br i1 %39, label %40, label %72, !dbg !468

40:                                               ; preds = %36
    #dbg_declare(ptr %9, !469, !DIExpression(), !470)
  %41 = load ptr, ptr %6, align 4, !dbg !468
  %42 = call ptr @__cxa_begin_catch(ptr %41) #13, !dbg !468
  %43 = load i32, ptr %42, align 4, !dbg !468
  store i32 %43, ptr %9, align 4, !dbg !468
    #dbg_declare(ptr %10, !471, !DIExpression(), !473)
  %44 = invoke noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %10, ptr noundef @.str.13)
          to label %45 unwind label %54, !dbg !473

45:                                               ; preds = %40
  %46 = load i32, ptr %9, align 4, !dbg !474
  %47 = icmp sgt i32 %46, 1, !dbg !476
  br i1 %47, label %48, label %63, !dbg !477

48:                                               ; preds = %45
  %49 = call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !478
  %50 = load i32, ptr %9, align 4, !dbg !479
  %51 = add nsw i32 %50, 10, !dbg !480
  store i32 %51, ptr %49, align 8, !dbg !478
  invoke void @__cxa_throw(ptr %49, ptr @_ZTIi, ptr null) #10
          to label %95 unwind label %58, !dbg !478

52:                                               ; preds = %17
  %53 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #13, !dbg !467
  br label %67, !dbg !468

54:                                               ; preds = %40
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !481
  %56 = extractvalue { ptr, i32 } %55, 0, !dbg !481
  store ptr %56, ptr %6, align 4, !dbg !481
  %57 = extractvalue { ptr, i32 } %55, 1, !dbg !481
  store i32 %57, ptr %7, align 4, !dbg !481
  br label %66, !dbg !481

58:                                               ; preds = %48
  %59 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !482
  %60 = extractvalue { ptr, i32 } %59, 0, !dbg !482
  store ptr %60, ptr %6, align 4, !dbg !482
  %61 = extractvalue { ptr, i32 } %59, 1, !dbg !482
  store i32 %61, ptr %7, align 4, !dbg !482
  %62 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #13, !dbg !483
  br label %66, !dbg !483

63:                                               ; preds = %45
  %64 = load i32, ptr %9, align 4, !dbg !484
  store i32 %64, ptr %2, align 4, !dbg !485
  store i32 1, ptr %11, align 4
  %65 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #13, !dbg !483
  call void @__cxa_end_catch() #13, !dbg !486
  br label %68

66:                                               ; preds = %58, %54
  call void @__cxa_end_catch() #13, !dbg !486
  br label %72, !dbg !486

67:                                               ; preds = %52
  store i32 0, ptr %11, align 4, !dbg !487
  br label %68, !dbg !487

68:                                               ; preds = %67, %63
  %69 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #13, !dbg !487
  %70 = load i32, ptr %11, align 4
  switch i32 %70, label %85 [
    i32 0, label %71
  ]

71:                                               ; preds = %68
  br label %84, !dbg !488

72:                                               ; preds = %66, %36
  %73 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #13, !dbg !487
  br label %74, !dbg !487

74:                                               ; preds = %72, %23
  %75 = load i32, ptr %7, align 4, !dbg !488
  %76 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13, !dbg !488
  %77 = icmp eq i32 %75, %76, !dbg !488
  br i1 %77, label %78, label %88, !dbg !488

78:                                               ; preds = %74
    #dbg_declare(ptr %12, !489, !DIExpression(), !490)
  %79 = load ptr, ptr %6, align 4, !dbg !488
  %80 = call ptr @__cxa_begin_catch(ptr %79) #13, !dbg !488
  %81 = load i32, ptr %80, align 4, !dbg !488
  store i32 %81, ptr %12, align 4, !dbg !488
  %82 = load i32, ptr %12, align 4, !dbg !491
  %83 = mul nsw i32 %82, 100, !dbg !493
  store i32 %83, ptr %2, align 4, !dbg !494
  store i32 1, ptr %11, align 4
  call void @__cxa_end_catch() #13, !dbg !495
  br label %85

84:                                               ; preds = %71
  store i32 0, ptr %2, align 4, !dbg !496
  store i32 1, ptr %11, align 4
  br label %85, !dbg !496

85:                                               ; preds = %84, %78, %68
  %86 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #13, !dbg !497
  %87 = load i32, ptr %2, align 4, !dbg !497
  ret i32 %87, !dbg !497

88:                                               ; preds = %74
  %89 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #13, !dbg !497
  br label %90, !dbg !497

90:                                               ; preds = %88
  %91 = load ptr, ptr %6, align 4, !dbg !497
  %92 = load i32, ptr %7, align 4, !dbg !497
  %93 = insertvalue { ptr, i32 } poison, ptr %91, 0, !dbg !497
  %94 = insertvalue { ptr, i32 } %93, i32 %92, 1, !dbg !497
  resume { ptr, i32 } %94, !dbg !497

95:                                               ; preds = %48, %20
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 !dbg !498 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !499, !DIExpression(), !500)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !501, !DIExpression(), !502)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0, !dbg !503
  %7 = load i32, ptr %4, align 4, !dbg !504
  store i32 %7, ptr %6, align 4, !dbg !503
  %8 = load i32, ptr %4, align 4, !dbg !505
  %9 = icmp eq i32 %8, 13, !dbg !508
  br i1 %9, label %10, label %12, !dbg !509

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !510
  store ptr @.str.9, ptr %11, align 8, !dbg !510
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #10, !dbg !510
  unreachable, !dbg !510

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !511
  %14 = add nsw i32 %13, 1, !dbg !511
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !511
  ret ptr %5, !dbg !512
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 !dbg !513 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !514, !DIExpression(), !515)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0, !dbg !516
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !517
  store i32 %5, ptr %4, align 4, !dbg !516
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !518
  %7 = add nsw i32 %6, -1, !dbg !518
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4, !dbg !518
  %8 = icmp slt i32 %7, 0, !dbg !521
  br i1 %8, label %9, label %12, !dbg !522

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #13, !dbg !523
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !524
  store i32 %11, ptr %10, align 8, !dbg !523
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #10, !dbg !523
  unreachable, !dbg !523

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !525
  %14 = add nsw i32 %13, 1, !dbg !525
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !525
  ret ptr %3, !dbg !526
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !527 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !528, !DIExpression(), !529)
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL5dtors, align 4, !dbg !530
  %5 = add nsw i32 %4, 1, !dbg !530
  store i32 %5, ptr @_ZL5dtors, align 4, !dbg !530
  ret ptr %3, !dbg !532
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #5 align 2 !dbg !533 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !534, !DIExpression(), !536)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !537, !DIExpression(), !538)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !539
  %7 = call noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6), !dbg !539
  ret ptr %5, !dbg !540
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !541 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !542, !DIExpression(), !543)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13, !dbg !544
  ret ptr %3, !dbg !545
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #7 align 2 !dbg !546 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !547, !DIExpression(), !548)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !549, !DIExpression(), !550)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0, !dbg !551
  %7 = load ptr, ptr %4, align 4, !dbg !552
  store ptr %7, ptr %6, align 4, !dbg !551
  ret ptr %5, !dbg !553
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_sj0 !dbg !554 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !555, !DIExpression(), !556)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0, !dbg !557
  %5 = load ptr, ptr %4, align 4, !dbg !557
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8, !dbg !559

7:                                                ; preds = %1
  ret ptr %3, !dbg !560

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null, !dbg !559
  %10 = extractvalue { ptr, i32 } %9, 0, !dbg !559
  call void @__clang_call_terminate(ptr %10) #14, !dbg !559
  unreachable, !dbg !559
}

attributes #0 = { mustprogress nobuiltin noinline optnone ssp allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline noreturn nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !20, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !10}
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
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = !{!21, !23, !30, !35, !40, !42, !47, !52, !57, !62, !0, !67, !69, !74, !76, !78, !83, !88, !90, !92}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 120, elements: !28)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !{!29}
!29 = !DISubrange(count: 15)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 240, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 30)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 432, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 54)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !25, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 216, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 27)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 344, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 43)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 208, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 26)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 144, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 18)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 400, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 50)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 64, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 8)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 48, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 6)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 56, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 7)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !80, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !71, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 96, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 12)
!97 = !{i32 7, !"Dwarf Version", i32 2}
!98 = !{i32 2, !"Debug Info Version", i32 3}
!99 = !{i32 1, !"wchar_size", i32 4}
!100 = !{i32 1, !"min_enum_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"frame-pointer", i32 2}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !105, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !109)
!105 = !DISubroutineType(types: !106)
!106 = !{!107, !108}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!108 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!109 = !{}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !104, file: !3, line: 15, type: !108)
!111 = !DILocation(line: 15, column: 34, scope: !104)
!112 = !DILocation(line: 15, column: 39, scope: !104)
!113 = !DILocation(line: 15, column: 63, scope: !104)
!114 = !DILocation(line: 15, column: 56, scope: !104)
!115 = !DILocation(line: 15, column: 49, scope: !104)
!116 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !105, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !109)
!117 = !DILocalVariable(name: "n", arg: 1, scope: !116, file: !3, line: 16, type: !108)
!118 = !DILocation(line: 16, column: 36, scope: !116)
!119 = !DILocation(line: 16, column: 41, scope: !116)
!120 = !DILocation(line: 16, column: 65, scope: !116)
!121 = !DILocation(line: 16, column: 58, scope: !116)
!122 = !DILocation(line: 16, column: 51, scope: !116)
!123 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !124, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !109)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !107}
!126 = !DILocalVariable(name: "p", arg: 1, scope: !123, file: !3, line: 17, type: !107)
!127 = !DILocation(line: 17, column: 28, scope: !123)
!128 = !DILocation(line: 17, column: 45, scope: !129)
!129 = distinct !DILexicalBlock(scope: !123, file: !3, line: 17, column: 45)
!130 = !DILocation(line: 17, column: 45, scope: !123)
!131 = !DILocation(line: 17, column: 48, scope: !129)
!132 = !DILocation(line: 17, column: 62, scope: !123)
!133 = !DILocation(line: 17, column: 57, scope: !123)
!134 = !DILocation(line: 17, column: 66, scope: !123)
!135 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !124, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !109)
!136 = !DILocalVariable(name: "p", arg: 1, scope: !135, file: !3, line: 18, type: !107)
!137 = !DILocation(line: 18, column: 30, scope: !135)
!138 = !DILocation(line: 18, column: 47, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 18, column: 47)
!140 = !DILocation(line: 18, column: 47, scope: !135)
!141 = !DILocation(line: 18, column: 50, scope: !139)
!142 = !DILocation(line: 18, column: 64, scope: !135)
!143 = !DILocation(line: 18, column: 59, scope: !135)
!144 = !DILocation(line: 18, column: 68, scope: !135)
!145 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !146, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !109)
!146 = !DISubroutineType(types: !147)
!147 = !{!10}
!148 = !DILocalVariable(name: "f", scope: !149, file: !3, line: 84, type: !150)
!149 = distinct !DILexicalBlock(scope: !145, file: !3, line: 83, column: 7)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!151 = !DILocation(line: 84, column: 14, scope: !149)
!152 = !DILocation(line: 84, column: 18, scope: !149)
!153 = !DILocation(line: 84, column: 22, scope: !149)
!154 = !DILocation(line: 85, column: 31, scope: !149)
!155 = !DILocation(line: 85, column: 34, scope: !149)
!156 = !DILocation(line: 85, column: 5, scope: !149)
!157 = !DILocation(line: 86, column: 3, scope: !149)
!158 = !DILocation(line: 127, column: 1, scope: !149)
!159 = !DILocalVariable(name: "msg", scope: !145, file: !3, line: 86, type: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!161 = !DILocation(line: 86, column: 24, scope: !145)
!162 = !DILocation(line: 87, column: 46, scope: !163)
!163 = distinct !DILexicalBlock(scope: !145, file: !3, line: 86, column: 29)
!164 = !DILocation(line: 87, column: 51, scope: !163)
!165 = !DILocation(line: 87, column: 59, scope: !163)
!166 = !DILocation(line: 87, column: 5, scope: !163)
!167 = !DILocation(line: 88, column: 3, scope: !163)
!168 = !DILocation(line: 91, column: 19, scope: !145)
!169 = !DILocalVariable(name: "arr", scope: !170, file: !3, line: 93, type: !150)
!170 = distinct !DILexicalBlock(scope: !145, file: !3, line: 92, column: 7)
!171 = !DILocation(line: 93, column: 14, scope: !170)
!172 = !DILocation(line: 93, column: 20, scope: !170)
!173 = !DILocation(line: 94, column: 14, scope: !170)
!174 = !DILocation(line: 94, column: 5, scope: !170)
!175 = !DILocation(line: 95, column: 3, scope: !170)
!176 = !DILocation(line: 127, column: 1, scope: !163)
!177 = !DILocation(line: 127, column: 1, scope: !170)
!178 = !DILocalVariable(name: "b", scope: !145, file: !3, line: 95, type: !10)
!179 = !DILocation(line: 95, column: 16, scope: !145)
!180 = !DILocation(line: 96, column: 70, scope: !181)
!181 = distinct !DILexicalBlock(scope: !145, file: !3, line: 95, column: 19)
!182 = !DILocation(line: 96, column: 73, scope: !181)
!183 = !DILocation(line: 96, column: 80, scope: !181)
!184 = !DILocation(line: 96, column: 87, scope: !181)
!185 = !DILocation(line: 96, column: 5, scope: !181)
!186 = !DILocation(line: 97, column: 3, scope: !181)
!187 = !DILocalVariable(name: "ok", scope: !145, file: !3, line: 99, type: !10)
!188 = !DILocation(line: 99, column: 7, scope: !145)
!189 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 100, type: !10)
!190 = distinct !DILexicalBlock(scope: !145, file: !3, line: 100, column: 3)
!191 = !DILocation(line: 100, column: 12, scope: !190)
!192 = !DILocation(line: 100, column: 8, scope: !190)
!193 = !DILocation(line: 100, column: 19, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !3, line: 100, column: 3)
!195 = !DILocation(line: 100, column: 21, scope: !194)
!196 = !DILocation(line: 100, column: 3, scope: !190)
!197 = !DILocation(line: 102, column: 23, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 101, column: 9)
!199 = distinct !DILexicalBlock(scope: !194, file: !3, line: 100, column: 31)
!200 = !DILocation(line: 102, column: 13, scope: !198)
!201 = !DILocation(line: 102, column: 10, scope: !198)
!202 = !DILocation(line: 103, column: 5, scope: !198)
!203 = !DILocation(line: 127, column: 1, scope: !181)
!204 = !DILocation(line: 127, column: 1, scope: !198)
!205 = !DILocalVariable(name: "e", scope: !199, file: !3, line: 103, type: !10)
!206 = !DILocation(line: 103, column: 18, scope: !199)
!207 = !DILocation(line: 104, column: 33, scope: !208)
!208 = distinct !DILexicalBlock(scope: !199, file: !3, line: 103, column: 21)
!209 = !DILocation(line: 104, column: 7, scope: !208)
!210 = !DILocation(line: 105, column: 5, scope: !208)
!211 = !DILocation(line: 106, column: 3, scope: !199)
!212 = !DILocation(line: 100, column: 26, scope: !194)
!213 = !DILocation(line: 100, column: 3, scope: !194)
!214 = distinct !{!214, !196, !215, !216}
!215 = !DILocation(line: 106, column: 3, scope: !190)
!216 = !{!"llvm.loop.mustprogress"}
!217 = !DILocation(line: 127, column: 1, scope: !208)
!218 = !DILocation(line: 107, column: 41, scope: !145)
!219 = !DILocation(line: 107, column: 45, scope: !145)
!220 = !DILocation(line: 107, column: 57, scope: !145)
!221 = !DILocation(line: 107, column: 3, scope: !145)
!222 = !DILocation(line: 109, column: 57, scope: !145)
!223 = !DILocation(line: 110, column: 10, scope: !145)
!224 = !DILocation(line: 110, column: 46, scope: !145)
!225 = !DILocation(line: 109, column: 3, scope: !145)
!226 = !DILocalVariable(name: "thrower", scope: !145, file: !3, line: 112, type: !227)
!227 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !145, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !228)
!228 = !{!229}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !227, file: !3, line: 112, baseType: !230, size: 32)
!230 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!231 = !DILocation(line: 112, column: 8, scope: !145)
!232 = !DILocation(line: 112, column: 18, scope: !145)
!233 = !DILocalVariable(name: "k", scope: !234, file: !3, line: 116, type: !10)
!234 = distinct !DILexicalBlock(scope: !145, file: !3, line: 116, column: 3)
!235 = !DILocation(line: 116, column: 12, scope: !234)
!236 = !DILocation(line: 116, column: 8, scope: !234)
!237 = !DILocation(line: 116, column: 19, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !3, line: 116, column: 3)
!239 = !DILocation(line: 116, column: 21, scope: !238)
!240 = !DILocation(line: 116, column: 3, scope: !234)
!241 = !DILocation(line: 118, column: 15, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 117, column: 9)
!243 = distinct !DILexicalBlock(scope: !238, file: !3, line: 116, column: 31)
!244 = !DILocation(line: 118, column: 7, scope: !242)
!245 = !DILocation(line: 119, column: 5, scope: !242)
!246 = !DILocation(line: 127, column: 1, scope: !242)
!247 = !DILocalVariable(name: "f", scope: !243, file: !3, line: 119, type: !248)
!248 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!249 = !DILocation(line: 119, column: 23, scope: !243)
!250 = !DILocation(line: 120, column: 44, scope: !251)
!251 = distinct !DILexicalBlock(scope: !243, file: !3, line: 119, column: 26)
!252 = !DILocation(line: 120, column: 46, scope: !251)
!253 = !DILocation(line: 120, column: 7, scope: !251)
!254 = !DILocation(line: 121, column: 5, scope: !251)
!255 = !DILocation(line: 122, column: 3, scope: !243)
!256 = !DILocation(line: 116, column: 26, scope: !238)
!257 = !DILocation(line: 116, column: 3, scope: !238)
!258 = distinct !{!258, !240, !259, !216}
!259 = !DILocation(line: 122, column: 3, scope: !234)
!260 = !DILocation(line: 127, column: 1, scope: !251)
!261 = !DILocalVariable(name: "d", scope: !262, file: !3, line: 124, type: !10)
!262 = distinct !DILexicalBlock(scope: !145, file: !3, line: 124, column: 3)
!263 = !DILocation(line: 124, column: 12, scope: !262)
!264 = !DILocation(line: 124, column: 8, scope: !262)
!265 = !DILocation(line: 124, column: 19, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !3, line: 124, column: 3)
!267 = !DILocation(line: 124, column: 21, scope: !266)
!268 = !DILocation(line: 124, column: 3, scope: !262)
!269 = !DILocation(line: 124, column: 60, scope: !266)
!270 = !DILocation(line: 124, column: 71, scope: !266)
!271 = !DILocation(line: 124, column: 63, scope: !266)
!272 = !DILocation(line: 124, column: 31, scope: !266)
!273 = !DILocation(line: 124, column: 26, scope: !266)
!274 = !DILocation(line: 124, column: 3, scope: !266)
!275 = distinct !{!275, !268, !276, !216}
!276 = !DILocation(line: 124, column: 73, scope: !262)
!277 = !DILocation(line: 125, column: 64, scope: !145)
!278 = !DILocation(line: 125, column: 72, scope: !145)
!279 = !DILocation(line: 125, column: 79, scope: !145)
!280 = !DILocation(line: 125, column: 86, scope: !145)
!281 = !DILocation(line: 125, column: 93, scope: !145)
!282 = !DILocation(line: 125, column: 3, scope: !145)
!283 = !DILocation(line: 126, column: 3, scope: !145)
!284 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC1Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !109)
!285 = !DILocalVariable(name: "this", arg: 1, scope: !284, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!286 = !DILocation(line: 0, scope: !284)
!287 = !DILocalVariable(name: "x", arg: 2, scope: !284, file: !3, line: 27, type: !10)
!288 = !DILocation(line: 27, column: 24, scope: !284)
!289 = !DILocation(line: 27, column: 34, scope: !284)
!290 = !DILocation(line: 30, column: 3, scope: !284)
!291 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC1Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !109)
!292 = !DILocalVariable(name: "this", arg: 1, scope: !291, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!293 = !DILocation(line: 0, scope: !291)
!294 = !DILocation(line: 23, column: 25, scope: !291)
!295 = !DILocation(line: 26, column: 3, scope: !291)
!296 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD1Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !109)
!297 = !DILocalVariable(name: "this", arg: 1, scope: !296, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!298 = !DILocation(line: 0, scope: !296)
!299 = !DILocation(line: 31, column: 14, scope: !296)
!300 = !DILocation(line: 31, column: 25, scope: !296)
!301 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !302, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !109)
!302 = !DISubroutineType(types: !303)
!303 = !{!10, !10}
!304 = !DILocalVariable(name: "x", arg: 1, scope: !301, file: !3, line: 36, type: !10)
!305 = !DILocation(line: 36, column: 26, scope: !301)
!306 = !DILocation(line: 37, column: 7, scope: !307)
!307 = distinct !DILexicalBlock(scope: !301, file: !3, line: 37, column: 7)
!308 = !DILocation(line: 37, column: 9, scope: !307)
!309 = !DILocation(line: 37, column: 7, scope: !301)
!310 = !DILocation(line: 37, column: 14, scope: !307)
!311 = !DILocation(line: 37, column: 20, scope: !307)
!312 = !DILocation(line: 37, column: 22, scope: !307)
!313 = !DILocation(line: 39, column: 1, scope: !307)
!314 = !DILocation(line: 38, column: 3, scope: !301)
!315 = !DILocation(line: 38, column: 10, scope: !301)
!316 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !302, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !109)
!317 = !DILocalVariable(name: "x", arg: 1, scope: !316, file: !3, line: 40, type: !10)
!318 = !DILocation(line: 40, column: 24, scope: !316)
!319 = !DILocation(line: 40, column: 44, scope: !316)
!320 = !DILocation(line: 40, column: 46, scope: !316)
!321 = !DILocation(line: 40, column: 37, scope: !316)
!322 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !302, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !109)
!323 = !DILocalVariable(name: "x", arg: 1, scope: !322, file: !3, line: 41, type: !10)
!324 = !DILocation(line: 41, column: 22, scope: !322)
!325 = !DILocation(line: 41, column: 49, scope: !322)
!326 = !DILocation(line: 41, column: 51, scope: !322)
!327 = !DILocation(line: 41, column: 42, scope: !322)
!328 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !329, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !334, retainedNodes: !109)
!329 = !DISubroutineType(types: !330)
!330 = !{!10, !331, !10}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 32)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !10}
!334 = !{!335}
!335 = !DITemplateTypeParameter(name: "T", type: !5)
!336 = !DILocalVariable(name: "f", arg: 1, scope: !328, file: !3, line: 43, type: !331)
!337 = !DILocation(line: 43, column: 50, scope: !328)
!338 = !DILocalVariable(name: "arg", arg: 2, scope: !328, file: !3, line: 43, type: !10)
!339 = !DILocation(line: 43, column: 63, scope: !328)
!340 = !DILocation(line: 45, column: 5, scope: !341)
!341 = distinct !DILexicalBlock(scope: !328, file: !3, line: 44, column: 7)
!342 = !DILocation(line: 45, column: 7, scope: !341)
!343 = !DILocation(line: 46, column: 3, scope: !341)
!344 = !DILocation(line: 52, column: 1, scope: !341)
!345 = !DILocalVariable(name: "v", scope: !328, file: !3, line: 46, type: !5)
!346 = !DILocation(line: 46, column: 14, scope: !328)
!347 = !DILocation(line: 50, column: 3, scope: !348)
!348 = distinct !DILexicalBlock(scope: !328, file: !3, line: 48, column: 17)
!349 = !DILocation(line: 47, column: 17, scope: !350)
!350 = distinct !DILexicalBlock(scope: !328, file: !3, line: 46, column: 17)
!351 = !DILocation(line: 47, column: 5, scope: !350)
!352 = !DILocation(line: 48, column: 3, scope: !350)
!353 = !DILocation(line: 49, column: 5, scope: !348)
!354 = !DILocation(line: 51, column: 3, scope: !328)
!355 = !DILocation(line: 52, column: 1, scope: !328)
!356 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !332, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !109)
!357 = !DILocalVariable(name: "x", arg: 1, scope: !356, file: !3, line: 54, type: !10)
!358 = !DILocation(line: 54, column: 29, scope: !356)
!359 = !DILocation(line: 54, column: 34, scope: !356)
!360 = !DILocation(line: 54, column: 47, scope: !356)
!361 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !329, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !362, retainedNodes: !109)
!362 = !{!363}
!363 = !DITemplateTypeParameter(name: "T", type: !6)
!364 = !DILocalVariable(name: "f", arg: 1, scope: !361, file: !3, line: 43, type: !331)
!365 = !DILocation(line: 43, column: 50, scope: !361)
!366 = !DILocalVariable(name: "arg", arg: 2, scope: !361, file: !3, line: 43, type: !10)
!367 = !DILocation(line: 43, column: 63, scope: !361)
!368 = !DILocation(line: 45, column: 5, scope: !369)
!369 = distinct !DILexicalBlock(scope: !361, file: !3, line: 44, column: 7)
!370 = !DILocation(line: 45, column: 7, scope: !369)
!371 = !DILocation(line: 46, column: 3, scope: !369)
!372 = !DILocation(line: 52, column: 1, scope: !369)
!373 = !DILocalVariable(name: "v", scope: !361, file: !3, line: 46, type: !6)
!374 = !DILocation(line: 46, column: 14, scope: !361)
!375 = !DILocation(line: 50, column: 3, scope: !376)
!376 = distinct !DILexicalBlock(scope: !361, file: !3, line: 48, column: 17)
!377 = !DILocation(line: 47, column: 17, scope: !378)
!378 = distinct !DILexicalBlock(scope: !361, file: !3, line: 46, column: 17)
!379 = !DILocation(line: 47, column: 5, scope: !378)
!380 = !DILocation(line: 48, column: 3, scope: !378)
!381 = !DILocation(line: 49, column: 5, scope: !376)
!382 = !DILocation(line: 51, column: 3, scope: !361)
!383 = !DILocation(line: 52, column: 1, scope: !361)
!384 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !332, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !109)
!385 = !DILocalVariable(name: "x", arg: 1, scope: !384, file: !3, line: 55, type: !10)
!386 = !DILocation(line: 55, column: 28, scope: !384)
!387 = !DILocation(line: 55, column: 33, scope: !384)
!388 = !DILocation(line: 55, column: 50, scope: !384)
!389 = !DILocation(line: 55, column: 52, scope: !384)
!390 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !329, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !391, retainedNodes: !109)
!391 = !{!392}
!392 = !DITemplateTypeParameter(name: "T", type: !10)
!393 = !DILocalVariable(name: "f", arg: 1, scope: !390, file: !3, line: 43, type: !331)
!394 = !DILocation(line: 43, column: 50, scope: !390)
!395 = !DILocalVariable(name: "arg", arg: 2, scope: !390, file: !3, line: 43, type: !10)
!396 = !DILocation(line: 43, column: 63, scope: !390)
!397 = !DILocation(line: 45, column: 5, scope: !398)
!398 = distinct !DILexicalBlock(scope: !390, file: !3, line: 44, column: 7)
!399 = !DILocation(line: 45, column: 7, scope: !398)
!400 = !DILocation(line: 46, column: 3, scope: !398)
!401 = !DILocation(line: 52, column: 1, scope: !398)
!402 = !DILocalVariable(name: "v", scope: !390, file: !3, line: 46, type: !10)
!403 = !DILocation(line: 46, column: 14, scope: !390)
!404 = !DILocation(line: 50, column: 3, scope: !405)
!405 = distinct !DILexicalBlock(scope: !390, file: !3, line: 48, column: 17)
!406 = !DILocation(line: 47, column: 17, scope: !407)
!407 = distinct !DILexicalBlock(scope: !390, file: !3, line: 46, column: 17)
!408 = !DILocation(line: 47, column: 5, scope: !407)
!409 = !DILocation(line: 48, column: 3, scope: !407)
!410 = !DILocation(line: 49, column: 5, scope: !405)
!411 = !DILocation(line: 51, column: 3, scope: !390)
!412 = !DILocation(line: 52, column: 1, scope: !390)
!413 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !227, file: !3, line: 112, type: !414, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !418, retainedNodes: !109)
!414 = !DISubroutineType(types: !415)
!415 = !{null, !416, !10}
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !417, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !227)
!418 = !DISubprogram(name: "operator()", scope: !227, file: !3, line: 112, type: !414, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!419 = !DILocalVariable(name: "this", arg: 1, scope: !413, type: !420, flags: DIFlagArtificial | DIFlagObjectPointer)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !417, size: 32)
!421 = !DILocation(line: 0, scope: !413)
!422 = !DILocalVariable(name: "k", arg: 2, scope: !413, file: !3, line: 112, type: !10)
!423 = !DILocation(line: 112, column: 28, scope: !413)
!424 = !DILocation(line: 113, column: 9, scope: !425)
!425 = distinct !DILexicalBlock(scope: !413, file: !3, line: 113, column: 9)
!426 = !DILocation(line: 113, column: 11, scope: !425)
!427 = !DILocation(line: 113, column: 9, scope: !413)
!428 = !DILocation(line: 113, column: 16, scope: !425)
!429 = !DILocation(line: 113, column: 30, scope: !425)
!430 = !DILocation(line: 113, column: 32, scope: !425)
!431 = !DILocation(line: 113, column: 22, scope: !425)
!432 = !DILocation(line: 115, column: 3, scope: !425)
!433 = !DILocation(line: 114, column: 11, scope: !413)
!434 = !DILocation(line: 114, column: 5, scope: !413)
!435 = !DILocation(line: 114, column: 8, scope: !413)
!436 = !DILocation(line: 115, column: 3, scope: !413)
!437 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !302, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !109)
!438 = !DILocalVariable(name: "depth", arg: 1, scope: !437, file: !3, line: 63, type: !10)
!439 = !DILocation(line: 63, column: 24, scope: !437)
!440 = !DILocalVariable(name: "s1", scope: !437, file: !3, line: 64, type: !441)
!441 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !442, identifier: "_ZTS5Scope")
!442 = !{!443, !444, !448}
!443 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !441, file: !3, line: 58, baseType: !160, size: 32)
!444 = !DISubprogram(name: "Scope", scope: !441, file: !3, line: 59, type: !445, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!445 = !DISubroutineType(types: !446)
!446 = !{null, !447, !160}
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = !DISubprogram(name: "~Scope", scope: !441, file: !3, line: 60, type: !449, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!449 = !DISubroutineType(types: !450)
!450 = !{null, !447}
!451 = !DILocation(line: 64, column: 9, scope: !437)
!452 = !DILocalVariable(name: "s2", scope: !453, file: !3, line: 66, type: !441)
!453 = distinct !DILexicalBlock(scope: !437, file: !3, line: 65, column: 7)
!454 = !DILocation(line: 66, column: 11, scope: !453)
!455 = !DILocalVariable(name: "s3", scope: !456, file: !3, line: 68, type: !441)
!456 = distinct !DILexicalBlock(scope: !453, file: !3, line: 67, column: 9)
!457 = !DILocation(line: 68, column: 13, scope: !456)
!458 = !DILocation(line: 69, column: 11, scope: !459)
!459 = distinct !DILexicalBlock(scope: !456, file: !3, line: 69, column: 11)
!460 = !DILocation(line: 69, column: 17, scope: !459)
!461 = !DILocation(line: 69, column: 11, scope: !456)
!462 = !DILocation(line: 69, column: 22, scope: !459)
!463 = !DILocation(line: 69, column: 28, scope: !459)
!464 = !DILocation(line: 79, column: 1, scope: !453)
!465 = !DILocation(line: 79, column: 1, scope: !456)
!466 = !DILocation(line: 79, column: 1, scope: !459)
!467 = !DILocation(line: 70, column: 5, scope: !453)
!468 = !DILocation(line: 70, column: 5, scope: !456)
!469 = !DILocalVariable(name: "d", scope: !453, file: !3, line: 70, type: !10)
!470 = !DILocation(line: 70, column: 18, scope: !453)
!471 = !DILocalVariable(name: "s4", scope: !472, file: !3, line: 71, type: !441)
!472 = distinct !DILexicalBlock(scope: !453, file: !3, line: 70, column: 21)
!473 = !DILocation(line: 71, column: 13, scope: !472)
!474 = !DILocation(line: 72, column: 11, scope: !475)
!475 = distinct !DILexicalBlock(scope: !472, file: !3, line: 72, column: 11)
!476 = !DILocation(line: 72, column: 13, scope: !475)
!477 = !DILocation(line: 72, column: 11, scope: !472)
!478 = !DILocation(line: 72, column: 18, scope: !475)
!479 = !DILocation(line: 72, column: 24, scope: !475)
!480 = !DILocation(line: 72, column: 26, scope: !475)
!481 = !DILocation(line: 79, column: 1, scope: !472)
!482 = !DILocation(line: 79, column: 1, scope: !475)
!483 = !DILocation(line: 74, column: 5, scope: !453)
!484 = !DILocation(line: 73, column: 14, scope: !472)
!485 = !DILocation(line: 73, column: 7, scope: !472)
!486 = !DILocation(line: 74, column: 5, scope: !472)
!487 = !DILocation(line: 75, column: 3, scope: !437)
!488 = !DILocation(line: 75, column: 3, scope: !453)
!489 = !DILocalVariable(name: "d", scope: !437, file: !3, line: 75, type: !10)
!490 = !DILocation(line: 75, column: 16, scope: !437)
!491 = !DILocation(line: 76, column: 12, scope: !492)
!492 = distinct !DILexicalBlock(scope: !437, file: !3, line: 75, column: 19)
!493 = !DILocation(line: 76, column: 14, scope: !492)
!494 = !DILocation(line: 76, column: 5, scope: !492)
!495 = !DILocation(line: 77, column: 3, scope: !492)
!496 = !DILocation(line: 78, column: 3, scope: !437)
!497 = !DILocation(line: 79, column: 1, scope: !437)
!498 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !109)
!499 = !DILocalVariable(name: "this", arg: 1, scope: !498, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!500 = !DILocation(line: 0, scope: !498)
!501 = !DILocalVariable(name: "x", arg: 2, scope: !498, file: !3, line: 27, type: !10)
!502 = !DILocation(line: 27, column: 24, scope: !498)
!503 = !DILocation(line: 27, column: 29, scope: !498)
!504 = !DILocation(line: 27, column: 31, scope: !498)
!505 = !DILocation(line: 28, column: 9, scope: !506)
!506 = distinct !DILexicalBlock(scope: !507, file: !3, line: 28, column: 9)
!507 = distinct !DILexicalBlock(scope: !498, file: !3, line: 27, column: 34)
!508 = !DILocation(line: 28, column: 11, scope: !506)
!509 = !DILocation(line: 28, column: 9, scope: !507)
!510 = !DILocation(line: 28, column: 18, scope: !506)
!511 = !DILocation(line: 29, column: 5, scope: !507)
!512 = !DILocation(line: 30, column: 3, scope: !498)
!513 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !109)
!514 = !DILocalVariable(name: "this", arg: 1, scope: !513, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!515 = !DILocation(line: 0, scope: !513)
!516 = !DILocation(line: 23, column: 15, scope: !513)
!517 = !DILocation(line: 23, column: 17, scope: !513)
!518 = !DILocation(line: 24, column: 9, scope: !519)
!519 = distinct !DILexicalBlock(scope: !520, file: !3, line: 24, column: 9)
!520 = distinct !DILexicalBlock(scope: !513, file: !3, line: 23, column: 25)
!521 = !DILocation(line: 24, column: 18, scope: !519)
!522 = !DILocation(line: 24, column: 9, scope: !520)
!523 = !DILocation(line: 24, column: 23, scope: !519)
!524 = !DILocation(line: 24, column: 29, scope: !519)
!525 = !DILocation(line: 25, column: 5, scope: !520)
!526 = !DILocation(line: 26, column: 3, scope: !513)
!527 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !109)
!528 = !DILocalVariable(name: "this", arg: 1, scope: !527, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!529 = !DILocation(line: 0, scope: !527)
!530 = !DILocation(line: 31, column: 16, scope: !531)
!531 = distinct !DILexicalBlock(scope: !527, file: !3, line: 31, column: 14)
!532 = !DILocation(line: 31, column: 25, scope: !527)
!533 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC1EPKc", scope: !441, file: !3, line: 59, type: !445, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !444, retainedNodes: !109)
!534 = !DILocalVariable(name: "this", arg: 1, scope: !533, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 32)
!536 = !DILocation(line: 0, scope: !533)
!537 = !DILocalVariable(name: "n", arg: 2, scope: !533, file: !3, line: 59, type: !160)
!538 = !DILocation(line: 59, column: 21, scope: !533)
!539 = !DILocation(line: 59, column: 34, scope: !533)
!540 = !DILocation(line: 59, column: 35, scope: !533)
!541 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD1Ev", scope: !441, file: !3, line: 60, type: !449, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !448, retainedNodes: !109)
!542 = !DILocalVariable(name: "this", arg: 1, scope: !541, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!543 = !DILocation(line: 0, scope: !541)
!544 = !DILocation(line: 60, column: 12, scope: !541)
!545 = !DILocation(line: 60, column: 44, scope: !541)
!546 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !441, file: !3, line: 59, type: !445, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !444, retainedNodes: !109)
!547 = !DILocalVariable(name: "this", arg: 1, scope: !546, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!548 = !DILocation(line: 0, scope: !546)
!549 = !DILocalVariable(name: "n", arg: 2, scope: !546, file: !3, line: 59, type: !160)
!550 = !DILocation(line: 59, column: 21, scope: !546)
!551 = !DILocation(line: 59, column: 26, scope: !546)
!552 = !DILocation(line: 59, column: 31, scope: !546)
!553 = !DILocation(line: 59, column: 35, scope: !546)
!554 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !441, file: !3, line: 60, type: !449, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !448, retainedNodes: !109)
!555 = !DILocalVariable(name: "this", arg: 1, scope: !554, type: !535, flags: DIFlagArtificial | DIFlagObjectPointer)
!556 = !DILocation(line: 0, scope: !554)
!557 = !DILocation(line: 60, column: 37, scope: !558)
!558 = distinct !DILexicalBlock(scope: !554, file: !3, line: 60, column: 12)
!559 = !DILocation(line: 60, column: 14, scope: !558)
!560 = !DILocation(line: 60, column: 44, scope: !554)
